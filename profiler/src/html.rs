//! One self-contained HTML page of a run (`--report-html=<file>`, or
//! `toyjvm-report <run.json> --html=<file>` over a saved report): every
//! lock with every profiler's figures side by side, Free Lunch's CSP
//! timeline, the blame tree and a flame graph of blocked time, the sampling
//! estimates and the concurrency metrics when the run had them.
//!
//! The page is rendered from the JSON report only: the report is embedded
//! as JSON and the page's script (`html/report.js`) draws everything from
//! it, so a report saved by an older run renders the same way. No network:
//! script and style are inline. The script marks the `<body>` with
//! `data-rendered="ok"` when it has drawn everything, and records script
//! errors in `data-errors` (what the browser test reads).

use crate::report::Report;

const STYLE: &str = include_str!("html/report.css");
const SCRIPT: &str = include_str!("html/report.js");

/// The page for `report`.
pub fn render(report: &Report) -> String {
    let json = serde_json::to_string(report).unwrap_or_else(|_| "{}".into());
    page(&report.program, &json)
}

/// The page for a report given as JSON text (`toyjvm-report`): the text is
/// checked to be a report first, so that the page can draw it, and then
/// embedded as it is, so that fields this build does not know (a newer
/// report's) reach the page's script, which draws what it recognises.
pub fn render_json(json: &str) -> Result<String, String> {
    let report: Report =
        serde_json::from_str(json).map_err(|e| format!("not a toyjvm report: {e}"))?;
    let value: serde_json::Value = serde_json::from_str(json).map_err(|e| e.to_string())?;
    let compact = serde_json::to_string(&value).unwrap_or_else(|_| "{}".into());
    Ok(page(&report.program, &compact))
}

fn page(program: &str, json: &str) -> String {
    format!(
        r#"<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>toyjvm lock report: {title}</title>
<style>{STYLE}</style>
</head>
<body>
<script>
window.reportErrors = [];
window.addEventListener("error", function (e) {{
  window.reportErrors.push(String(e.message));
  document.body.setAttribute("data-errors", window.reportErrors.join(" | "));
}});
</script>
<main id="page"><p>Rendering the report…</p></main>
<script type="application/json" id="report-data">{data}</script>
<script>{SCRIPT}</script>
</body>
</html>
"#,
        title = escape_html(program),
        data = escape_script(json),
    )
}

/// `text` safe inside HTML text.
fn escape_html(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// JSON safe inside a `<script>` element: no `</script>` or `<!--` can
/// appear once every `<` is written as the JSON escape `\u003c` (which
/// `JSON.parse` reads back as `<`; a `<` only occurs inside strings).
fn escape_script(json: &str) -> String {
    json.replace('<', "\\u003c")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_report_cannot_end_its_script_element() {
        let report = Report {
            program: "Evil </script><script>alert(1)</script>".into(),
            ..Report::default()
        };
        let page = render(&report);
        assert_eq!(page.matches("</script>").count(), 3, "only the page's own");
        assert!(page.contains("Evil &lt;/script&gt;"));
    }

    #[test]
    fn a_non_report_is_refused() {
        assert!(render_json("[1, 2]").is_err());
        assert!(render_json("{").is_err());
    }
}
