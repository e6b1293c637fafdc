//! `--flame`: contention as a flame graph in the collapsed-stack format
//! that flamegraph.pl, inferno and speedscope read — one line per distinct
//! stack, `frame;frame;...;frame <weight>`, root first. A stack is the
//! waiter's chain, then a `[blocked by <owner>]` frame, then the owner's
//! chain where it held the lock; the weight is the blocked time in ns. So
//! the graph reads from what was blocked, through who blocked it, to the
//! code that held the lock. `--flame-svg` renders it with inferno.

use std::collections::{BTreeMap, HashMap};

use super::aggregate::{Names, UNKNOWN};
use super::analysis::{Contention, OwnerChain};

/// A frame made safe for the format (no `;`, no line breaks).
fn clean(frame: &str) -> String {
    frame.replace([';', '\n', '\r'], ":")
}

/// The collapsed stacks of `contentions`, sorted, weights summed.
pub fn collapsed(contentions: &[Contention], names: &Names<'_>) -> String {
    // Sum by what the stack is made of first, then build each stack once.
    type Stack = (u32, bool, Option<u32>, Option<OwnerChain>);
    let mut groups: HashMap<Stack, (u64, &Contention)> = HashMap::new();
    for c in contentions.iter().filter(|c| c.ns() > 0) {
        let key = (c.waiter_chain, c.park, c.owner, c.owner_chain);
        groups.entry(key).or_insert((0, c)).0 += c.ns();
    }
    let mut stacks: BTreeMap<String, u64> = BTreeMap::new();
    for (ns, c) in groups.into_values() {
        let mut frames: Vec<String> = names
            .waiter_chain(c)
            .iter()
            .rev()
            .map(|f| clean(f))
            .collect();
        if frames.is_empty() {
            frames.push(UNKNOWN.to_owned());
        }
        frames.push(format!("[blocked by {}]", clean(&names.thread(c.owner))));
        frames.extend(names.owner_chain(c).iter().rev().map(|f| clean(f)));
        *stacks.entry(frames.join(";")).or_default() += ns;
    }
    let mut out = String::new();
    for (stack, ns) in stacks {
        out.push_str(&stack);
        out.push(' ');
        out.push_str(&ns.to_string());
        out.push('\n');
    }
    out
}

/// `collapsed` rendered as an SVG flame graph.
pub fn svg(collapsed: &str) -> Result<Vec<u8>, String> {
    let mut options = inferno::flamegraph::Options::default();
    options.title = "Lock contention, blamed on the owner".into();
    options.count_name = "ns".into();
    let mut out = Vec::new();
    if collapsed.trim().is_empty() {
        // inferno refuses an empty graph; an empty picture is the truth.
        return Ok(br#"<svg xmlns="http://www.w3.org/2000/svg" width="600" height="40"><text x="10" y="25">no contention recorded</text></svg>"#.to_vec());
    }
    inferno::flamegraph::from_lines(&mut options, collapsed.lines(), &mut out)
        .map_err(|e| e.to_string())?;
    Ok(out)
}
