import LayoutSpec
import LayoutEngine
import LayoutText

/// `--format html`: one self-contained page to explore the run's layouts in a browser (see
/// `HTMLWriter`): no network, its style and script inline.
///
/// The page is the documents' elements, each a `div` whose `data-` attributes hold what the
/// page's script needs and what a browser's DOM is compared with, and the script that places
/// them. The bound on an element is its template's pieces, each number at its longest, each
/// text at its longest escape for each of its bytes (`&quot;` in an attribute, `&amp;` or
/// `\u001B` in text: `ByteWriter.longestXMLEscape`).
struct HTMLFormat: LayoutFormat {
    static let summary = "a page to explore in a browser"
    static let elementCeiling = OutputCeiling(
        limit: OutputLimits.maximumPictureElements, phrase: "the \(OutputLimits.maximumPictureElements) a page draws")
    static let byteLimit = OutputLimits.maximumBytesForPeople

    let precision: Int?
    let severalDocuments: Bool

    func write(_ documents: [LaidOutDocument], to out: inout ByteWriter) throws(OutputError) {
        try HTMLWriter(precision: precision).write(documents, &out)
    }

    /// The page's head, style and script, the width controls' frame, and its end.
    var runBytes: Int {
        [
            PageText.head, PageText.bodyStart, PageText.bodyPrecision, PageText.navStart, PageText.navEnd, PageText.script,
            PageText.end,
        ].reduce(Longest.index) { $0 + $1.utf8CodeUnitCount }
    }

    /// As `ByteWriter.xmlText` writes it, at most (a section's id is the text of its label).
    static func written(_ text: String) -> Int {
        ByteWriter.longestXMLEscape * text.utf8.count
    }

    func costs(of document: LaidOutDocument, sectionIDs: SectionIDLengths) -> ElementCosts {
        let number = Longest.number
        let frame = 4 * number + 3
        let source = ByteWriter.longestXMLEscape * document.source.utf8.count
        // The width control and the heading each name the spec and its width.
        let title = source + PageText.atWidth.utf8CodeUnitCount + number
        let button = PageText.buttonStart.utf8CodeUnitCount + Longest.index + PageText.buttonLabel.utf8CodeUnitCount + title
            + PageText.buttonEnd.utf8CodeUnitCount
        let documentStart =
            [
                PageText.documentStart, PageText.documentWidth, PageText.documentContent, PageText.documentViewport,
                PageText.documentScroll, PageText.documentAxis, PageText.documentDirection, PageText.documentHeading,
                PageText.headingEnd, PageText.documentEnd,
            ].reduce(0) { $0 + $1.utf8CodeUnitCount } + Longest.index + number + 3 * (2 * number + 1)
            + Longest.name(among: Axis.allCases) + Longest.name(among: LayoutDirection.allCases) + title
        let band =
            [PageText.bandStart, PageText.bandFrame, PageText.bandLabel, PageText.bandKind, PageText.bandEnd].reduce(0) {
                $0 + $1.utf8CodeUnitCount
            } + Longest.index + frame + Longest.name(among: SectionKind.allCases)
        let row =
            [PageText.rowStart, PageText.rowFrame, PageText.rowClamp, PageText.rowOffset, PageText.rowMinimum, PageText.rowTrack, PageText.rowEnd]
            .reduce(0) { $0 + $1.utf8CodeUnitCount } + Longest.index + frame + 4 * number + 1
        // An element: its section, category, index, frame and zIndex; a supplementary's and a
        // decoration's kind; an item's or anchored supplementary's group; a pinned item's limits.
        let element =
            [PageText.elementStart, PageText.elementCategory, PageText.elementIndex, PageText.elementFrame, PageText.elementZ,
             PageText.elementEnd].reduce(0) { $0 + $1.utf8CodeUnitCount } + Longest.index + Longest.index + frame + Longest.zIndex
        let category = { (category: VisibleElement.Category) in category.rawValue.utf8.count }
        let kind = PageText.elementKind.utf8CodeUnitCount + 1
        let group = PageText.elementGroup.utf8CodeUnitCount + frame
        let pin = PageText.elementPin.utf8CodeUnitCount + 2 + 2 * number + 1
        return ElementCosts(
            document: button + documentStart,
            section: ElementCost(bytes: band + row, sectionIDs: 1),
            item: ElementCost(bytes: element + category(.item) + group),
            itemIDs: false,
            supplementary: ElementCost(
                bytes: element + category(.supplementary) + kind + group + pin, perKindByte: ByteWriter.longestXMLAttributeEscape),
            decoration: ElementCost(bytes: element + category(.decoration) + kind, perKindByte: ByteWriter.longestXMLAttributeEscape),
            orthogonalRow: nil, transforms: .none, visible: .none)
    }
}

/// The fixed text of the page: its head, style and script, and the pieces of its elements.
private enum PageText {
    static let head: StaticString = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>layoutcalc</title>
        <style>
        body { font: 13px -apple-system, system-ui, sans-serif; margin: 16px; color: #212529; background: #fff; }
        nav { display: flex; flex-wrap: wrap; gap: 6px; margin-bottom: 8px; }
        nav button { font: inherit; padding: 4px 10px; border: 1px solid #adb5bd; border-radius: 4px; background: #f8f9fa; }
        nav button[aria-pressed=true] { background: #1d3557; color: #fff; border-color: #1d3557; }
        #info { min-height: 1.4em; margin: 6px 0; font-family: ui-monospace, monospace; }
        #rows label { display: block; margin: 2px 0; }
        h2 { font-size: 14px; margin: 8px 0; }
        .viewport { position: relative; overflow: auto; border: 2px solid #0b7285; direction: ltr; background: #fff; }
        .content { position: relative; }
        .band { position: absolute; background: #f8f9fa; outline: 0.5px solid #dee2e6; }
        .band:nth-of-type(even) { background: #f1f3f5; }
        .band span { position: absolute; left: 2px; top: 2px; font-size: 10px; color: #868e96; white-space: nowrap; }
        .row { position: absolute; overflow: hidden; }
        .track { position: absolute; }
        [data-element] { position: absolute; box-sizing: border-box; }
        [data-element=item] { border: 0.75px solid #33415c; }
        [data-element=supplementary] { border: 0.75px dashed #495057; background: repeating-linear-gradient(45deg, #e9ecef 0 3px, #ced4da 3px 5px); }
        [data-element=supplementary][data-group] { background: #e63946; border: 0.75px solid #9d0208; }
        [data-element=decoration] { background: rgba(222, 226, 230, 0.6); border: 0.75px solid #868e96; }
        [data-visible] { outline: 1px solid #0b7285; }
        [data-element]:hover, [data-element].named { outline: 2px solid #d00000; }
        </style>
        </head>

        """
    static let bodyStart: StaticString = "<body data-precision=\""
    static let bodyPrecision: StaticString = "\">\n"
    static let navStart: StaticString = "<nav id=\"widths\">\n"
    static let buttonStart: StaticString = "<button type=\"button\" data-doc=\""
    static let buttonLabel: StaticString = "\">"
    static let buttonEnd: StaticString = "</button>\n"
    static let navEnd: StaticString = "</nav>\n<div id=\"rows\"></div>\n<p id=\"info\">Hover or tap an element to name it.</p>\n"
    static let atWidth: StaticString = " at width "

    static let documentStart: StaticString = "<section class=\"doc\" hidden data-doc=\""
    static let documentWidth: StaticString = "\" data-width=\""
    static let documentContent: StaticString = "\" data-content=\""
    static let documentViewport: StaticString = "\" data-viewport=\""
    static let documentScroll: StaticString = "\" data-scroll=\""
    static let documentAxis: StaticString = "\" data-axis=\""
    static let documentDirection: StaticString = "\" data-direction=\""
    static let documentHeading: StaticString = "\">\n<h2>"
    static let headingEnd: StaticString = "</h2>\n<div class=\"viewport\"><div class=\"content\">\n"
    static let documentEnd: StaticString = "</div></div>\n</section>\n"

    /// A section's band: `<div class="band" data-band="S" data-frame="…"><span>ID · KIND</span></div>`.
    static let bandStart: StaticString = "<div class=\"band\" data-band=\""
    static let bandFrame: StaticString = "\" data-frame=\""
    static let bandLabel: StaticString = "\"><span>"
    static let bandKind: StaticString = " · "
    static let bandEnd: StaticString = "</span></div>\n"

    /// An orthogonal row around its items: `<div class="row" data-row="S" data-frame="…"
    /// data-clamp="LOW,HIGH" data-row-offset="O" data-minimum="M"><div class="track">`.
    static let rowStart: StaticString = "<div class=\"row\" data-row=\""
    static let rowFrame: StaticString = "\" data-frame=\""
    static let rowClamp: StaticString = "\" data-clamp=\""
    static let rowOffset: StaticString = "\" data-row-offset=\""
    static let rowMinimum: StaticString = "\" data-minimum=\""
    static let rowTrack: StaticString = "\"><div class=\"track\">\n"
    static let rowEnd: StaticString = "</div></div>\n"

    /// An element: `<div data-section="S" data-element="CATEGORY" data-index="I" data-frame="…"
    /// data-z="Z" [data-kind="K"] [data-group="…"] [data-pin="START,LOW,HIGH"]></div>`.
    static let elementStart: StaticString = "<div data-section=\""
    static let elementCategory: StaticString = "\" data-element=\""
    static let elementIndex: StaticString = "\" data-index=\""
    static let elementFrame: StaticString = "\" data-frame=\""
    static let elementZ: StaticString = "\" data-z=\""
    static let elementKind: StaticString = "\" data-kind=\""
    static let elementGroup: StaticString = "\" data-group=\""
    static let elementPin: StaticString = "\" data-pin=\""
    static let elementEnd: StaticString = "\"></div>\n"

    static let comma: StaticString = ","

    /// What the page does: applies the state in the URL fragment, places the elements of the
    /// document shown, pins boundary items and scrolls and scales the orthogonal rows at the
    /// offsets shown (layout-rules §5, §6, §12), marks what is on screen, and names what is
    /// hovered or tapped. It runs as the page loads, so a browser's first DOM holds the state.
    static let script: StaticString = """
        <script>
        "use strict";
        (function () {
          const precisionText = document.body.dataset.precision;
          const precision = precisionText === "" ? null : Number(precisionText);
          const docs = Array.from(document.querySelectorAll("section.doc"));
          const buttons = Array.from(document.querySelectorAll("nav button"));
          const info = document.getElementById("info");
          const rowsPanel = document.getElementById("rows");
          let shown = null;
          // The picture's fills, a colour per section.
          const palette = ["#8ecae6", "#ffb703", "#90be6d", "#f4a3a8", "#b8b8ff", "#f9c74f", "#a0c4ff", "#cdb4db"];

          // Numbers as layoutcalc's JSON prints them: the shortest digits that read back, plain
          // unless the point sits 4 places before the first digit or 16 after the last.
          function layOut(digits, exponent) {
            const count = digits.length;
            const point = exponent + count;
            if (point <= -4 || point > count + 15) {
              const power = point - 1;
              const powerText = String(Math.abs(power)).padStart(2, "0");
              return digits[0] + (count > 1 ? "." + digits.slice(1) : "") + "e" + (power < 0 ? "-" : "+") + powerText;
            }
            if (point <= 0) return "0." + "0".repeat(-point) + digits;
            if (point >= count) return digits + "0".repeat(point - count);
            return digits.slice(0, point) + "." + digits.slice(point);
          }
          function rounded(digits, exponent, decimals) {
            const dropped = -decimals - exponent;
            let kept = 0n;
            if (dropped <= digits.length) {
              const divisor = 10n ** BigInt(dropped);
              const value = BigInt(digits);
              kept = value / divisor;
              if (value % divisor >= divisor / 2n) kept += 1n;
            }
            let newExponent = -decimals;
            while (kept !== 0n && kept % 10n === 0n) { kept /= 10n; newExponent += 1; }
            return [String(kept), newExponent];
          }
          function num(value, decimals) {
            if (Math.trunc(value) === value && Math.abs(value) < 1e16) return String(value === 0 ? 0 : value);
            const parts = /^(-?)(\\d)(?:\\.(\\d+))?e([+-]\\d+)$/.exec(value.toExponential());
            let digits = parts[2] + (parts[3] || "");
            let exponent = Number(parts[4]) - (digits.length - 1);
            if (decimals !== null && exponent < -decimals) {
              [digits, exponent] = rounded(digits, exponent, decimals);
              if (digits === "0") return "0";
              if (digits.length > 15) return num(Number(parts[1] + digits + "e" + exponent), null);
            }
            return parts[1] + layOut(digits, exponent);
          }

          function numbers(text) { return text.split(",").map(Number); }
          function rect(text) { const [x, y, w, h] = numbers(text); return { x, y, w, h }; }
          // Overlap has positive area; touching edges do not count (layout-rules §12).
          function overlaps(a, b) {
            return Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0;
          }
          function meets(a, b) { return a.x <= b.x + b.w && b.x <= a.x + a.w && a.y <= b.y + b.h && b.y <= a.y + a.h; }
          function clipped(a, b) {
            if (!meets(a, b)) return null;
            const left = Math.max(a.x, b.x), top = Math.max(a.y, b.y);
            return { x: left, y: top, w: Math.min(a.x + a.w, b.x + b.w) - left, h: Math.min(a.y + a.h, b.y + b.h) - top };
          }
          function place(element, frame) {
            element.style.left = frame.x + "px";
            element.style.top = frame.y + "px";
            element.style.width = frame.w + "px";
            element.style.height = frame.h + "px";
          }

          function model(doc) {
            const [cw, ch] = numbers(doc.dataset.content);
            const [vw, vh] = numbers(doc.dataset.viewport);
            const m = {
              doc, cw, ch, vw, vh, horizontal: doc.dataset.axis === "horizontal", rtl: doc.dataset.direction === "rightToLeft",
              scroll: numbers(doc.dataset.scroll), rows: [], elements: [], sections: {},
            };
            for (const band of doc.querySelectorAll(".band")) {
              m.sections[band.dataset.band] = band.textContent;
              place(band, rect(band.dataset.frame));
            }
            for (const row of doc.querySelectorAll(".row")) {
              const frame = rect(row.dataset.frame);
              const [low, high] = numbers(row.dataset.clamp);
              place(row, frame);
              const track = row.firstElementChild;
              track.style.left = -frame.x + "px";
              track.style.top = -frame.y + "px";
              m.rows.push({
                section: row.dataset.row, row, track, low, high, offset: Number(row.dataset.rowOffset),
                minimum: row.dataset.minimum === "" ? null : Number(row.dataset.minimum), items: [],
              });
            }
            for (const element of doc.querySelectorAll("[data-element]")) {
              const text = element.dataset.frame;
              const entry = {
                element, text, frame: rect(text), group: element.dataset.group ? rect(element.dataset.group) : null,
                pin: element.dataset.pin ? numbers(element.dataset.pin) : null,
              };
              element.style.zIndex = element.dataset.z;
              if (element.dataset.element === "item") element.style.background = palette[Number(element.dataset.section) % palette.length];
              place(element, entry.frame);
              m.elements.push(entry);
              const row = m.rows.find((r) => r.track === element.parentElement);
              if (row && element.dataset.element === "item") row.items.push(entry);
            }
            return m;
          }

          // A pinned boundary item where it is pinned at offset (ox, oy) (layout-rules §12),
          // along the scroll axis in left-to-right terms, as layoutcalc computes it.
          function pinned(m, entry, offset) {
            const mirror = m.horizontal && m.rtl ? m.cw : null;
            function span(r) {
              if (!m.horizontal) return [r.y, r.y + r.h];
              return mirror === null ? [r.x, r.x + r.w] : [mirror - (r.x + r.w), mirror - r.x];
            }
            const natural = span(entry.frame);
            const length = natural[1] - natural[0];
            const viewport = span({ x: offset[0], y: offset[1], w: m.vw, h: m.vh });
            const [startPin, lower, upper] = entry.pin;
            const start = startPin === 1
              ? Math.min(Math.max(natural[0], viewport[0]), upper - length)
              : Math.max(Math.min(natural[0], viewport[1] - length), lower);
            const parts = entry.text.split(",");
            const frame = Object.assign({}, entry.frame);
            if (!m.horizontal) {
              frame.y = start;
              if (start !== entry.frame.y) parts[1] = num(start, null);
            } else {
              frame.x = mirror === null ? start : mirror - start - length;
              if (frame.x !== entry.frame.x) parts[0] = num(frame.x, null);
            }
            return { frame, text: parts.join(",") };
          }

          // An item's scale in its row at offset o (layout-rules §6), or null where it is not
          // on screen there: along the row, in left-to-right terms.
          function scale(m, row, frame, offset) {
            const start = m.horizontal ? frame.y : (m.rtl ? m.cw - frame.x - frame.w : frame.x);
            const length = m.horizontal ? frame.h : frame.w;
            const width = m.horizontal ? m.vh : m.vw;
            if (!(width > 0 && start - offset < width && start + length - offset > 0)) return null;
            const distance = Math.abs((start + length / 2 - offset) - width / 2);
            return Math.max(1 - distance / width, row.minimum);
          }

          function update(m) {
            const offset = m.scroll;
            const viewport = clipped({ x: offset[0], y: offset[1], w: m.vw, h: m.vh }, { x: 0, y: 0, w: m.cw, h: m.ch });
            for (const entry of m.elements) {
              let frame = entry.frame;
              if (entry.pin) {
                const moved = pinned(m, entry, offset);
                frame = moved.frame;
                entry.element.dataset.frame = moved.text;
                place(entry.element, frame);
              }
              let visible = false;
              if (viewport) {
                if (entry.element.dataset.element === "decoration") {
                  const band = m.doc.querySelector('.band[data-band="' + entry.element.dataset.section + '"]');
                  visible = meets(rect(band.dataset.frame), viewport);
                } else {
                  visible = overlaps(frame, viewport) && (!entry.group || overlaps(entry.group, viewport));
                }
              }
              entry.element.toggleAttribute("data-visible", visible);
            }
            for (const row of m.rows) {
              const shift = -row.offset;
              row.track.style.transform = m.horizontal ? "translateY(" + shift + "px)" : "translateX(" + (m.rtl ? -shift : shift) + "px)";
              row.row.dataset.rowOffset = num(row.offset, null);
              for (const entry of row.items) {
                const value = row.minimum === null ? null : scale(m, row, entry.frame, row.offset);
                if (value === null) {
                  delete entry.element.dataset.scale;
                  entry.element.style.transform = "";
                } else {
                  entry.element.dataset.scale = num(value, null);
                  entry.element.style.transform = "scale(" + value + ")";
                }
              }
              if (row.slider) { row.slider.value = row.offset; row.label.textContent = num(row.offset, precision); }
            }
          }

          function clampScroll(m, offset) {
            return [
              Math.min(Math.max(offset[0], 0), Math.max(0, m.cw - m.vw)),
              Math.min(Math.max(offset[1], 0), Math.max(0, m.ch - m.vh)),
            ];
          }

          function writeFragment(m) {
            const index = docs.indexOf(m.doc);
            const width = m.doc.dataset.width;
            let text = "width=" + width;
            if (docs.findIndex((d) => d.dataset.width === width) !== index) text = "doc=" + index + "&" + text;
            text += "&scroll=" + num(m.scroll[0], null) + "," + num(m.scroll[1], null);
            for (const row of m.rows) text += "&row" + row.section + "=" + num(row.offset, null);
            history.replaceState(null, "", "#" + text);
          }

          function show(m) {
            if (shown && shown !== m) shown.doc.hidden = true;
            shown = m;
            m.doc.hidden = false;
            buttons.forEach((b) => b.setAttribute("aria-pressed", String(b.dataset.doc === m.doc.dataset.doc)));
            const viewport = m.doc.querySelector(".viewport");
            const content = m.doc.querySelector(".content");
            // The viewport shows vw × vh of the content, its scroll bars (only along an axis the
            // content is longer on) besides.
            viewport.style.overflowX = m.cw > m.vw ? "auto" : "hidden";
            viewport.style.overflowY = m.ch > m.vh ? "auto" : "hidden";
            viewport.style.width = m.vw + "px";
            viewport.style.height = m.vh + "px";
            viewport.style.width = 2 * m.vw - viewport.clientWidth + "px";
            viewport.style.height = 2 * m.vh - viewport.clientHeight + "px";
            content.style.width = m.cw + "px";
            content.style.height = m.ch + "px";
            rowsPanel.textContent = "";
            for (const row of m.rows) {
              const label = document.createElement("label");
              row.slider = document.createElement("input");
              Object.assign(row.slider, { type: "range", min: row.low, max: row.high, step: "any" });
              row.label = document.createElement("span");
              label.append("row " + m.sections[row.section] + " offset ", row.slider, " ", row.label);
              row.slider.addEventListener("input", () => { row.offset = Number(row.slider.value); update(m); writeFragment(m); });
              rowsPanel.append(label);
            }
            update(m);
            viewport.scrollLeft = m.scroll[0];
            viewport.scrollTop = m.scroll[1];
          }

          const models = new Map();
          function modelOf(doc) {
            if (!models.has(doc)) models.set(doc, model(doc));
            return models.get(doc);
          }

          // The state in the fragment: doc=N or width=W picks the document, scroll=X,Y the
          // content offset, rowS=O the offset of section S's row; each clamped as a scroll view
          // clamps it.
          function applyFragment() {
            const state = {};
            for (const pair of location.hash.slice(1).split("&")) {
              const at = pair.indexOf("=");
              if (at > 0) state[decodeURIComponent(pair.slice(0, at))] = decodeURIComponent(pair.slice(at + 1));
            }
            let doc = docs[Number(state.doc)];
            if (!doc && state.width !== undefined) doc = docs.find((d) => Number(d.dataset.width) === Number(state.width));
            const m = modelOf(doc || (shown ? shown.doc : docs[0]));
            if (state.scroll !== undefined) {
              const offset = numbers(state.scroll);
              if (offset.length === 2 && offset.every(Number.isFinite)) m.scroll = clampScroll(m, offset);
            }
            for (const row of m.rows) {
              const offset = Number(state["row" + row.section]);
              if (state["row" + row.section] !== undefined && Number.isFinite(offset)) {
                row.offset = Math.min(Math.max(offset, row.low), row.high);
              }
            }
            show(m);
          }

          for (const button of buttons) {
            button.addEventListener("click", () => { show(modelOf(docs[Number(button.dataset.doc)])); writeFragment(shown); });
          }
          for (const doc of docs) {
            const viewport = doc.querySelector(".viewport");
            viewport.addEventListener("scroll", () => {
              const m = modelOf(doc);
              const offset = [viewport.scrollLeft, viewport.scrollTop];
              if (Math.abs(offset[0] - m.scroll[0]) < 1 && Math.abs(offset[1] - m.scroll[1]) < 1) return;
              m.scroll = clampScroll(m, offset);
              update(m);
              writeFragment(m);
            });
            viewport.addEventListener("wheel", (event) => {
              const element = event.target.closest(".row");
              if (!element || Math.abs(event.deltaX) <= Math.abs(event.deltaY)) return;
              const m = modelOf(doc);
              const row = m.rows.find((r) => r.row === element);
              row.offset = Math.min(Math.max(row.offset + event.deltaX, row.low), row.high);
              event.preventDefault();
              update(m);
              writeFragment(m);
            }, { passive: false });
          }
          function name(event) {
            const element = event.target.closest("[data-element]");
            if (!element || !shown) return;
            document.querySelectorAll(".named").forEach((e) => e.classList.remove("named"));
            element.classList.add("named");
            const section = element.dataset.section === "" ? "layout" : shown.sections[element.dataset.section];
            const frame = numbers(element.dataset.frame).map((v) => num(v, precision)).join(", ");
            const kind = element.dataset.kind !== undefined ? " " + element.dataset.kind : "";
            const scaled = element.dataset.scale !== undefined ? " × " + num(Number(element.dataset.scale), precision) : "";
            info.textContent = section + " · " + element.dataset.element + kind + " " + element.dataset.index + " · (" + frame + ")" + scaled;
          }
          document.addEventListener("mouseover", name);
          document.addEventListener("click", name);
          window.addEventListener("hashchange", applyFragment);
          if (docs.length > 0) applyFragment();
        })();
        </script>

        """
    static let end: StaticString = "</body>\n</html>\n"
}

/// Writes layouts as one HTML page: a control per document (a spec at a width), and each
/// document as a viewport over its content holding a band per section and a `div` per element,
/// an orthogonal row's items in a row of their own. The frames are the layout's as laid out,
/// every digit kept (the page computes with them); the script pins and scrolls.
private struct HTMLWriter {
    let precision: Int?

    func write(_ documents: [LaidOutDocument], _ out: inout ByteWriter) throws(OutputError) {
        try out.text(PageText.head)
        try out.text(PageText.bodyStart)
        if let precision { try out.integer(precision) }
        try out.text(PageText.bodyPrecision)
        try out.text(PageText.navStart)
        for (index, document) in documents.enumerated() {
            try out.text(PageText.buttonStart)
            try out.integer(index)
            try out.text(PageText.buttonLabel)
            try title(document, &out)
            try out.text(PageText.buttonEnd)
        }
        try out.text(PageText.navEnd)
        for (index, document) in documents.enumerated() {
            try write(document, index: index, &out)
        }
        try out.text(PageText.script)
        try out.text(PageText.end)
    }

    private func title(_ document: LaidOutDocument, _ out: inout ByteWriter) throws(OutputError) {
        try out.xmlText(document.source)
        try out.text(PageText.atWidth)
        try out.number(document.layout.container.width, precision: precision)
    }

    private func write(_ document: LaidOutDocument, index: Int, _ out: inout ByteWriter) throws(OutputError) {
        let layout = document.layout
        try out.text(PageText.documentStart)
        try out.integer(index)
        try out.text(PageText.documentWidth)
        try number(layout.container.width, &out)
        try out.text(PageText.documentContent)
        try pair(layout.contentSize.width, layout.contentSize.height, &out)
        try out.text(PageText.documentViewport)
        // Without a height the viewport shows the whole content.
        try pair(layout.container.width, layout.container.height ?? layout.contentSize.height, &out)
        try out.text(PageText.documentScroll)
        let scroll = layout.scrollOffsets.first ?? .zero
        try pair(scroll.x, scroll.y, &out)
        try out.text(PageText.documentAxis)
        try out.text(string: layout.scrollDirection.rawValue)
        try out.text(PageText.documentDirection)
        try out.text(string: layout.layoutDirection.rawValue)
        try out.text(PageText.documentHeading)
        try title(document, &out)
        try out.text(PageText.headingEnd)
        try writeBoundaryItems(layout.supplementaries, pins: layout.pins, section: nil, groups: nil, &out)
        for section in layout.sections {
            try write(section, groups: layout.holdingGroupFrames(ofSection: section.index), &out)
        }
        try out.text(PageText.documentEnd)
    }

    private func write(_ section: SectionLayout, groups: [Rect]?, _ out: inout ByteWriter) throws(OutputError) {
        try out.text(PageText.bandStart)
        try out.integer(section.index)
        try out.text(PageText.bandFrame)
        try frame(section.frame, &out)
        try out.text(PageText.bandLabel)
        try out.xmlText(section.id)
        try out.text(PageText.bandKind)
        try out.text(string: section.kind.rawValue)
        try out.text(PageText.bandEnd)
        for decoration in section.decorations {
            try element(
                section: section.index, .decoration, index: 0, frame: decoration.frame, zIndex: decoration.zIndex,
                kind: decoration.kind, &out)
            try out.text(PageText.elementEnd)
        }
        let boundaryCount = section.supplementaries.firstIndex { $0.item != nil } ?? section.supplementaries.count
        if let scroll = section.orthogonal {
            try writeRowStart(section, scroll, &out)
        }
        let zIndices = section.itemZIndices
        for (index, frame) in section.items.enumerated() {
            try element(section: section.index, .item, index: index, frame: frame, zIndex: zIndices?[index] ?? 0, kind: nil, &out)
            if let groups { try group(groups[index], &out) }
            try out.text(PageText.elementEnd)
        }
        // Anchored supplementaries move with their items.
        for supplementary in section.supplementaries[boundaryCount...] {
            try element(
                section: section.index, .supplementary, index: supplementary.index, frame: supplementary.frame,
                zIndex: supplementary.zIndex, kind: supplementary.kind, &out)
            if let groups, let item = supplementary.item, item < groups.count { try group(groups[item], &out) }
            try out.text(PageText.elementEnd)
        }
        if section.orthogonal != nil { try out.text(PageText.rowEnd) }
        try writeBoundaryItems(Array(section.supplementaries[..<boundaryCount]), pins: section.pins, section: section.index, groups: groups, &out)
    }

    /// The row's frame, the offsets it may take (clamped as layout-rules §5 says), the offset
    /// shown first (the first transforms are reported at, or the first resting one), and the
    /// smallest scale of its effect, if it has one.
    private func writeRowStart(_ section: SectionLayout, _ scroll: OrthogonalScroll, _ out: inout ByteWriter) throws(OutputError) {
        let centred = scroll.behavior == .groupPagingCentered
        let low = centred ? scroll.restingOffsets.first ?? 0 : 0
        let high = centred ? scroll.restingOffsets.last ?? 0 : scroll.maxOffset
        try out.text(PageText.rowStart)
        try out.integer(section.index)
        try out.text(PageText.rowFrame)
        try frame(section.frame, &out)
        try out.text(PageText.rowClamp)
        try pair(low, high, &out)
        try out.text(PageText.rowOffset)
        try number(section.transforms?.offsets.first ?? scroll.restingOffsets.first ?? 0, &out)
        try out.text(PageText.rowMinimum)
        if let transforms = section.transforms { try number(transforms.minimumScale, &out) }
        try out.text(PageText.rowTrack)
    }

    /// Boundary items, each with where it may travel if it pins to the visible bounds.
    private func writeBoundaryItems(
        _ supplementaries: [SupplementaryFrame], pins: [PinnedBoundary], section: Int?, groups: [Rect]?, _ out: inout ByteWriter
    ) throws(OutputError) {
        for (position, supplementary) in supplementaries.enumerated() {
            try element(
                section: section, .supplementary, index: supplementary.index, frame: supplementary.frame,
                zIndex: supplementary.zIndex, kind: supplementary.kind, &out)
            if let pin = pins.first(where: { $0.position == position }) {
                try out.text(PageText.elementPin)
                try out.integer(pin.pinsToStart ? 1 : 0)
                try out.text(PageText.comma)
                try pair(pin.lowerLimit, pin.upperLimit, &out)
            }
            try out.text(PageText.elementEnd)
        }
    }

    /// An element's attributes up to its group and pin, which its caller writes before closing it.
    private func element(
        section: Int?, _ category: VisibleElement.Category, index: Int, frame rect: Rect, zIndex: Int, kind: String?,
        _ out: inout ByteWriter
    ) throws(OutputError) {
        try out.text(PageText.elementStart)
        if let section { try out.integer(section) }
        try out.text(PageText.elementCategory)
        try out.text(string: category.rawValue)
        try out.text(PageText.elementIndex)
        try out.integer(index)
        try out.text(PageText.elementFrame)
        try frame(rect, &out)
        try out.text(PageText.elementZ)
        try out.integer(zIndex)
        if let kind {
            try out.text(PageText.elementKind)
            try out.xmlAttribute(kind)
        }
    }

    private func group(_ rect: Rect, _ out: inout ByteWriter) throws(OutputError) {
        try out.text(PageText.elementGroup)
        try frame(rect, &out)
    }

    private func frame(_ rect: Rect, _ out: inout ByteWriter) throws(OutputError) {
        try pair(rect.x, rect.y, &out)
        try out.text(PageText.comma)
        try pair(rect.width, rect.height, &out)
    }

    private func pair(_ first: Double, _ second: Double, _ out: inout ByteWriter) throws(OutputError) {
        try number(first, &out)
        try out.text(PageText.comma)
        try number(second, &out)
    }

    /// A number as JSON prints it without `--precision`: the page computes with every digit.
    private func number(_ value: Double, _ out: inout ByteWriter) throws(OutputError) {
        try out.number(value, precision: nil)
    }
}
