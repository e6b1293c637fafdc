//! A small hand-written SVG line chart (no fonts or libraries needed): axes with "nice" ticks,
//! grid lines, one polyline with markers per series (a missing point breaks the line), a legend
//! and a title.
use std::fmt::Write;

pub struct Series {
    pub name: String,
    pub color: &'static str,
    pub dashed: bool,
    /// (x, y); `None` for a y that is missing.
    pub points: Vec<(f64, Option<f64>)>,
}

/// A horizontal band of y values (e.g. the range a paper reports), drawn shaded behind the
/// series and listed in the legend.
pub struct Band {
    pub name: String,
    pub color: &'static str,
    pub lo: f64,
    pub hi: f64,
}

pub struct Chart {
    pub title: String,
    pub subtitle: String,
    pub x_label: String,
    pub y_label: String,
    /// Appended to y tick labels (e.g. "%").
    pub y_unit: String,
    pub series: Vec<Series>,
    pub bands: Vec<Band>,
}

const W: f64 = 760.0;
const H: f64 = 480.0;
const LEFT: f64 = 78.0;
const RIGHT: f64 = 24.0;
const TOP: f64 = 70.0;
const BOTTOM: f64 = 64.0;

pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
    out
}

/// A step of 1, 2, 2.5 or 5 × 10^k that cuts `span` into at most about `target` intervals.
pub fn nice_step(span: f64, target: usize) -> f64 {
    if span <= 0.0 || !span.is_finite() {
        return 1.0;
    }
    let raw = span / target.max(1) as f64;
    let mag = 10f64.powf(raw.log10().floor());
    for m in [1.0, 2.0, 2.5, 5.0, 10.0] {
        if m * mag >= raw {
            return m * mag;
        }
    }
    10.0 * mag
}

/// The axis range [0, max'] with max' a multiple of the step, and the ticks.
pub fn axis(max: f64, target: usize) -> (f64, Vec<f64>) {
    let max = if max.is_finite() && max > 0.0 {
        max
    } else {
        1.0
    };
    let step = nice_step(max, target);
    let top = (max / step - 1e-9).ceil().max(1.0) * step;
    let n = (top / step).round() as usize;
    (top, (0..=n).map(|i| i as f64 * step).collect())
}

fn tick_label(v: f64) -> String {
    if (v - v.round()).abs() < 1e-9 {
        format!("{}", v.round() as i64)
    } else {
        let s = format!("{v:.2}");
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    }
}

pub fn render(c: &Chart) -> String {
    let xs = c.series.iter().flat_map(|s| s.points.iter().map(|p| p.0));
    let ys = c
        .series
        .iter()
        .flat_map(|s| s.points.iter().filter_map(|p| p.1))
        .chain(c.bands.iter().map(|b| b.hi));
    let x_max = xs.fold(0.0f64, f64::max);
    // Leave room above the highest point for the legend.
    let y_max = ys.fold(0.0f64, f64::max) * 1.15;
    let (x_top, x_ticks) = axis(x_max, 8);
    let (y_top, y_ticks) = axis(y_max.max(5.0), 6);
    let pw = W - LEFT - RIGHT;
    let ph = H - TOP - BOTTOM;
    let sx = |x: f64| LEFT + x / x_top * pw;
    let sy = |y: f64| TOP + ph - y / y_top * ph;

    let mut o = String::new();
    let _ = writeln!(
        o,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}" font-family="Helvetica, Arial, sans-serif" font-size="13">"#
    );
    let _ = writeln!(
        o,
        r#"<rect x="0" y="0" width="{W}" height="{H}" fill="white"/>"#
    );
    let _ = writeln!(
        o,
        r#"<text x="{}" y="28" text-anchor="middle" font-size="17" font-weight="bold">{}</text>"#,
        W / 2.0,
        escape(&c.title)
    );
    let _ = writeln!(
        o,
        r##"<text x="{}" y="48" text-anchor="middle" font-size="12" fill="#555">{}</text>"##,
        W / 2.0,
        escape(&c.subtitle)
    );

    // Grid and ticks.
    let _ = writeln!(o, r#"<g class="grid" stroke="lightgray" stroke-width="1">"#);
    for &y in &y_ticks {
        let _ = writeln!(
            o,
            r#"<line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}"/>"#,
            LEFT,
            sy(y),
            LEFT + pw,
            sy(y)
        );
    }
    for &x in &x_ticks {
        let _ = writeln!(
            o,
            r#"<line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}"/>"#,
            sx(x),
            TOP,
            sx(x),
            TOP + ph
        );
    }
    let _ = writeln!(o, "</g>");
    let _ = writeln!(o, r#"<g class="axes" stroke="black" stroke-width="1.5">"#);
    let _ = writeln!(
        o,
        r#"<line x1="{LEFT}" y1="{:.1}" x2="{:.1}" y2="{:.1}"/>"#,
        TOP + ph,
        LEFT + pw,
        TOP + ph
    );
    let _ = writeln!(
        o,
        r#"<line x1="{LEFT}" y1="{TOP}" x2="{LEFT}" y2="{:.1}"/>"#,
        TOP + ph
    );
    let _ = writeln!(o, "</g>");
    let _ = writeln!(o, r#"<g class="ticks">"#);
    for &x in &x_ticks {
        let _ = writeln!(
            o,
            r#"<line x1="{0:.1}" y1="{1:.1}" x2="{0:.1}" y2="{2:.1}" stroke="black"/><text x="{0:.1}" y="{3:.1}" text-anchor="middle">{4}</text>"#,
            sx(x),
            TOP + ph,
            TOP + ph + 5.0,
            TOP + ph + 20.0,
            tick_label(x)
        );
    }
    for &y in &y_ticks {
        let _ = writeln!(
            o,
            r#"<line x1="{0:.1}" y1="{1:.1}" x2="{2:.1}" y2="{1:.1}" stroke="black"/><text x="{3:.1}" y="{4:.1}" text-anchor="end">{5}{6}</text>"#,
            LEFT - 5.0,
            sy(y),
            LEFT,
            LEFT - 8.0,
            sy(y) + 4.5,
            tick_label(y),
            escape(&c.y_unit)
        );
    }
    let _ = writeln!(o, "</g>");
    let _ = writeln!(
        o,
        r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">{}</text>"#,
        LEFT + pw / 2.0,
        H - 18.0,
        escape(&c.x_label)
    );
    let _ = writeln!(
        o,
        r#"<text x="20" y="{0:.1}" text-anchor="middle" transform="rotate(-90 20 {0:.1})">{1}</text>"#,
        TOP + ph / 2.0,
        escape(&c.y_label)
    );

    for b in &c.bands {
        let (lo, hi) = (b.lo.clamp(0.0, y_top), b.hi.clamp(0.0, y_top));
        let _ = writeln!(
            o,
            r#"<rect class="band" x="{LEFT}" y="{:.1}" width="{pw:.1}" height="{:.1}" fill="{}" fill-opacity="0.12"><title>{}</title></rect>"#,
            sy(hi),
            sy(lo) - sy(hi),
            b.color,
            escape(&b.name)
        );
    }

    // Series: a polyline per run of present points, a marker per point.
    for s in &c.series {
        let dash = if s.dashed {
            r#" stroke-dasharray="7 4""#
        } else {
            ""
        };
        let _ = writeln!(o, r#"<g class="series"><title>{}</title>"#, escape(&s.name));
        let mut segments: Vec<Vec<(f64, f64)>> = vec![vec![]];
        for &(x, y) in &s.points {
            match y {
                Some(y) if y.is_finite() => segments.last_mut().unwrap().push((sx(x), sy(y))),
                _ => segments.push(vec![]),
            }
        }
        for seg in segments.iter().filter(|seg| seg.len() > 1) {
            let pts: Vec<String> = seg.iter().map(|(x, y)| format!("{x:.1},{y:.1}")).collect();
            let _ = writeln!(
                o,
                r#"<polyline fill="none" stroke="{}" stroke-width="2.5"{dash} points="{}"/>"#,
                s.color,
                pts.join(" ")
            );
        }
        for &(x, y) in segments.iter().flatten() {
            let _ = writeln!(
                o,
                r#"<circle cx="{x:.1}" cy="{y:.1}" r="4" fill="{}"/>"#,
                s.color
            );
        }
        let _ = writeln!(o, "</g>");
    }

    // Legend, top right inside the plot.
    // About 7.2 px per character at 13 px Helvetica: wide enough for the longest name.
    let longest = c
        .series
        .iter()
        .map(|s| s.name.chars().count())
        .chain(c.bands.iter().map(|b| b.name.chars().count()))
        .max()
        .unwrap_or(0);
    let lw = 64.0 + 7.2 * longest as f64;
    let lh = 12.0 + 22.0 * (c.series.len() + c.bands.len()) as f64;
    let lx = LEFT + pw - lw - 10.0;
    let ly = TOP + 10.0;
    let _ = writeln!(o, r#"<g class="legend">"#);
    let _ = writeln!(
        o,
        r#"<rect x="{lx:.1}" y="{ly:.1}" width="{lw}" height="{lh}" fill="white" stroke="gray"/>"#
    );
    for (i, s) in c.series.iter().enumerate() {
        let y = ly + 20.0 + 22.0 * i as f64;
        let dash = if s.dashed {
            r#" stroke-dasharray="7 4""#
        } else {
            ""
        };
        let _ = writeln!(
            o,
            r#"<line x1="{:.1}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke="{}" stroke-width="2.5"{dash}/><circle cx="{:.1}" cy="{y:.1}" r="4" fill="{}"/><text x="{:.1}" y="{:.1}">{}</text>"#,
            lx + 10.0,
            lx + 42.0,
            s.color,
            lx + 26.0,
            s.color,
            lx + 52.0,
            y + 4.5,
            escape(&s.name)
        );
    }
    for (i, b) in c.bands.iter().enumerate() {
        let y = ly + 20.0 + 22.0 * (c.series.len() + i) as f64;
        let _ = writeln!(
            o,
            r#"<rect x="{:.1}" y="{:.1}" width="32" height="12" fill="{}" fill-opacity="0.25"/><text x="{:.1}" y="{:.1}">{}</text>"#,
            lx + 10.0,
            y - 6.0,
            b.color,
            lx + 52.0,
            y + 4.5,
            escape(&b.name)
        );
    }
    let _ = writeln!(o, "</g>");
    o.push_str("</svg>\n");
    o
}

#[cfg(test)]
pub mod tests {
    use super::*;

    /// A minimal XML well-formedness check: every tag closes in order, attributes are quoted,
    /// `&` only starts an entity, exactly one root element named `svg`.
    pub fn check_well_formed(s: &str) -> Result<(), String> {
        let s = s.trim();
        if !s.starts_with("<svg") {
            return Err("does not start with <svg".into());
        }
        let mut stack: Vec<String> = vec![];
        let mut roots = 0;
        let mut rest = s;
        while let Some(lt) = rest.find('<') {
            let text = &rest[..lt];
            check_text(text)?;
            if !text.trim().is_empty() && stack.is_empty() {
                return Err(format!("text outside the root: {text:?}"));
            }
            let gt = rest[lt..].find('>').ok_or("unclosed tag")? + lt;
            let tag = &rest[lt + 1..gt];
            rest = &rest[gt + 1..];
            if let Some(name) = tag.strip_prefix('/') {
                match stack.pop() {
                    Some(open) if open == name.trim() => {}
                    other => return Err(format!("</{name}> closes {other:?}")),
                }
                continue;
            }
            let self_closing = tag.ends_with('/');
            let tag = tag.trim_end_matches('/');
            let name: String = tag.chars().take_while(|c| !c.is_whitespace()).collect();
            if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
                return Err(format!("bad tag name in <{tag}>"));
            }
            check_attributes(&tag[name.len()..])?;
            if stack.is_empty() {
                roots += 1;
            }
            if !self_closing {
                stack.push(name);
            }
        }
        check_text(rest)?;
        if !stack.is_empty() {
            return Err(format!("unclosed elements {stack:?}"));
        }
        if !rest.trim().is_empty() {
            return Err("text after the root".into());
        }
        if roots != 1 {
            return Err(format!("{roots} root elements"));
        }
        Ok(())
    }

    fn check_text(t: &str) -> Result<(), String> {
        for (i, _) in t.match_indices('&') {
            let ent = &t[i..];
            if !["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"]
                .iter()
                .any(|e| ent.starts_with(e))
            {
                return Err(format!("bare & in {t:?}"));
            }
        }
        Ok(())
    }

    fn check_attributes(mut a: &str) -> Result<(), String> {
        loop {
            a = a.trim_start();
            if a.is_empty() {
                return Ok(());
            }
            let eq = a
                .find('=')
                .ok_or(format!("attribute without value: {a:?}"))?;
            let name = &a[..eq];
            if name.is_empty() || name.contains(char::is_whitespace) {
                return Err(format!("bad attribute name {name:?}"));
            }
            let v = &a[eq + 1..];
            let q = v.chars().next().ok_or("missing attribute value")?;
            if q != '"' && q != '\'' {
                return Err(format!("unquoted attribute {name}"));
            }
            let end = v[1..].find(q).ok_or("unterminated attribute value")? + 1;
            check_text(&v[1..end])?;
            if v[1..end].contains('<') {
                return Err("< in attribute value".into());
            }
            a = &v[end + 1..];
        }
    }

    fn chart() -> Chart {
        Chart {
            title: "Fig. 4.4 <fork-join> & more".into(),
            subtitle: "toyjvm".into(),
            x_label: "Processing time (ms)".into(),
            y_label: "Percent".into(),
            y_unit: "%".into(),
            series: vec![
                Series {
                    name: "Free Lunch CSP".into(),
                    color: "#1f77b4",
                    dashed: false,
                    points: vec![(50.0, Some(40.0)), (100.0, Some(20.0)), (200.0, Some(9.5))],
                },
                Series {
                    name: "Health Center %miss".into(),
                    color: "#d62728",
                    dashed: true,
                    points: vec![(50.0, Some(12.0)), (100.0, None), (200.0, Some(23.0))],
                },
            ],
            bands: vec![Band {
                name: "paper: %miss 7–23%".into(),
                color: "#d62728",
                lo: 7.0,
                hi: 23.0,
            }],
        }
    }

    #[test]
    fn svg_is_well_formed_and_has_both_series() {
        let svg = render(&chart());
        check_well_formed(&svg).unwrap();
        assert!(svg.contains("Free Lunch CSP"));
        assert!(svg.contains("Health Center %miss"));
        assert!(svg.contains("Fig. 4.4 &lt;fork-join&gt; &amp; more"));
        // CSP: one polyline of 3 points; %miss: the missing point leaves no line, two markers.
        assert_eq!(svg.matches("<polyline").count(), 1);
        assert_eq!(svg.matches("<circle").count(), 3 + 2 + 2);
        assert!(svg.contains(">Processing time (ms)<"));
        assert!(svg.contains(">40%<"), "{svg}");
        assert_eq!(svg.matches(r#"class="band""#).count(), 1);
        assert!(svg.contains("paper: %miss 7–23%"));
    }

    #[test]
    fn checker_rejects_bad_xml() {
        assert!(check_well_formed("<svg><g></svg>").is_err());
        assert!(check_well_formed("<svg><g/></svg><svg/>").is_err());
        assert!(check_well_formed("<svg>a & b</svg>").is_err());
        assert!(check_well_formed("<svg x=1/>").is_err());
        assert!(check_well_formed("<g></g>").is_err());
        assert!(check_well_formed("<svg a=\"1\"><g>t &amp; u</g></svg>").is_ok());
    }

    #[test]
    fn empty_chart_is_still_valid() {
        let mut c = chart();
        c.series.iter_mut().for_each(|s| s.points.clear());
        check_well_formed(&render(&c)).unwrap();
    }

    #[test]
    fn nice_axes() {
        assert_eq!(nice_step(700.0, 8), 100.0);
        assert_eq!(nice_step(46.0, 6), 10.0);
        assert_eq!(axis(700.0, 8).0, 700.0);
        assert_eq!(axis(230.0, 8).0, 250.0);
        let (top, ticks) = axis(57.5, 6);
        assert_eq!(top, 60.0);
        assert_eq!(ticks.len(), 7);
        assert_eq!(tick_label(2.5), "2.5");
        assert_eq!(tick_label(40.0), "40");
    }
}
