//! A rating's history drawn as an SVG line chart on the server, readable without
//! JavaScript: the rating after each game over time, with its deviation as a band. The
//! page puts a table of the same points beside it for screen readers.

use crate::app::players::profiles::HistoryPoint;
use crate::board::escaped;
use std::fmt::Write;

const WIDTH: f64 = 640.0;
const HEIGHT: f64 = 220.0;
/// Room for the axis labels.
const LEFT: f64 = 48.0;
const BOTTOM: f64 = 24.0;
const TOP: f64 = 10.0;
const RIGHT: f64 = 10.0;

/// The chart of `points` (in order), titled `title`; `id` names its title element, and
/// `day` writes the first and last days under the axis (on the reader's calendar).
pub fn svg(points: &[HistoryPoint], title: &str, id: &str, day: &dyn Fn(i64) -> String) -> String {
    let mut out = String::with_capacity(256 + points.len() * 40);
    let _ = write!(
        out,
        r#"<svg class="rating-chart" viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" height="{HEIGHT}" role="img" aria-labelledby="{id}"><title id="{id}">{}</title>"#,
        escaped(title)
    );
    if points.is_empty() {
        out.push_str("</svg>");
        return out;
    }
    let (t0, t1) = (points[0].at, points[points.len() - 1].at);
    let low = points
        .iter()
        .map(|p| p.rating - p.deviation)
        .fold(f64::INFINITY, f64::min);
    let high = points
        .iter()
        .map(|p| p.rating + p.deviation)
        .fold(f64::NEG_INFINITY, f64::max);
    // Round the scale out to hundreds so the labels are plain.
    let (low, high) = ((low / 100.0).floor() * 100.0, (high / 100.0).ceil() * 100.0);
    let (low, high) = if high - low < 100.0 {
        (low, low + 100.0)
    } else {
        (low, high)
    };
    let x = |at: i64| match t1 > t0 {
        true => LEFT + (at - t0) as f64 / (t1 - t0) as f64 * (WIDTH - LEFT - RIGHT),
        false => LEFT + (WIDTH - LEFT - RIGHT) / 2.0,
    };
    let y = |r: f64| TOP + (high - r) / (high - low) * (HEIGHT - TOP - BOTTOM);
    // The axes and their labels: the scale's ends and the first and last days.
    let _ = write!(
        out,
        r#"<g class="axis"><line x1="{LEFT}" y1="{TOP}" x2="{LEFT}" y2="{b}"/><line x1="{LEFT}" y1="{b}" x2="{r}" y2="{b}"/><text x="{lx}" y="{ty}" text-anchor="end">{high}</text><text x="{lx}" y="{b}" text-anchor="end">{low}</text><text x="{LEFT}" y="{dy}">{d0}</text><text x="{r}" y="{dy}" text-anchor="end">{d1}</text></g>"#,
        b = HEIGHT - BOTTOM,
        r = WIDTH - RIGHT,
        lx = LEFT - 4.0,
        ty = TOP + 10.0,
        dy = HEIGHT - 6.0,
        d0 = escaped(&day(t0)),
        d1 = escaped(&day(t1)),
    );
    // The deviation's band: up along the top edge, back along the bottom.
    out.push_str(r#"<polygon class="deviation" points=""#);
    for p in points {
        let _ = write!(out, "{:.1},{:.1} ", x(p.at), y(p.rating + p.deviation));
    }
    for p in points.iter().rev() {
        let _ = write!(out, "{:.1},{:.1} ", x(p.at), y(p.rating - p.deviation));
    }
    out.push_str(r#""/><polyline class="rating" points=""#);
    for p in points {
        let _ = write!(out, "{:.1},{:.1} ", x(p.at), y(p.rating));
    }
    out.push_str(r#""/></svg>"#);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(at: i64, rating: f64) -> HistoryPoint {
        HistoryPoint {
            at,
            rating,
            deviation: 50.0,
            game_id: 1,
            opponent: "bob".into(),
            score: 1.0,
        }
    }

    #[test]
    fn the_line_rises_with_the_rating() {
        let svg = svg(
            &[point(0, 1500.0), point(86_400, 1600.0)],
            "a <b> & c",
            "t",
            &crate::calendar::day,
        );
        assert!(svg.contains("<title id=\"t\">a &lt;b&gt; &amp; c</title>"));
        let line = svg.split("class=\"rating\" points=\"").nth(1).unwrap();
        let ys: Vec<f64> = line
            .split('"')
            .next()
            .unwrap()
            .split_whitespace()
            .map(|p| p.split(',').nth(1).unwrap().parse().unwrap())
            .collect();
        // SVG's y grows downwards: a higher rating is drawn higher.
        assert!(ys[1] < ys[0]);
    }
}
