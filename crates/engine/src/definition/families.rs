//! `[[families]]`: pieces that are one piece in different forms, the form chosen by the
//! square's colour or rank (Morphomania), compiled into a table of forms by square.

use super::raw::RawFamily;
use crate::geometry::Geometry;
use crate::piece::{KindDef, PieceKind};

/// The families (kinds that are forms of one piece) and the morph table:
/// `morph[kind * squares + sq]` is the kind a piece of `kind` becomes on `sq`, or `None`
/// when the definition has no family.
pub(super) fn families(
    raw: &[RawFamily],
    kinds: &[KindDef],
    geometry: &Geometry,
    problems: &mut Vec<String>,
) -> (Vec<Vec<PieceKind>>, Option<Vec<u8>>) {
    let find = |l: &str| kinds.iter().position(|k| k.label == l);
    let mut families = Vec::new();
    let n_sq = geometry.num_squares();
    let mut morph: Vec<u8> = (0..kinds.len())
        .flat_map(|k| std::iter::repeat_n(k as u8, n_sq))
        .collect();
    for (i, f) in raw.iter().enumerate() {
        let (a, b) = match f.by.as_str() {
            "colour" | "color" => (&f.light, &f.dark),
            "rank" => (&f.odd, &f.even),
            other => {
                problems.push(format!(
                    "families[{i}].by: '{other}' is not 'colour' or 'rank'"
                ));
                continue;
            }
        };
        let (Some(a), Some(b)) = (a.as_deref().and_then(find), b.as_deref().and_then(find)) else {
            problems.push(format!(
                "families[{i}]: both forms must name pieces ({} needs {})",
                f.by,
                if f.by == "rank" {
                    "odd and even"
                } else {
                    "light and dark"
                }
            ));
            continue;
        };
        // A piece that changes form would change royalty with it: a side could gain a
        // second royal piece by moving (or lose its only one), which no rule here handles.
        if kinds[a].royal != kinds[b].royal {
            problems.push(format!(
                "families[{i}]: '{}' and '{}' are one piece in two forms, so both or neither must be royal",
                kinds[a].label, kinds[b].label
            ));
            continue;
        }
        families.push(vec![PieceKind::new(a), PieceKind::new(b)]);
        for sq in geometry.squares() {
            let second = match f.by.as_str() {
                "rank" => geometry.rank_index(sq) % 2 == 1,
                _ => geometry.square_is_dark(sq),
            };
            let target = if second { b } else { a } as u8;
            morph[a * n_sq + sq.index()] = target;
            morph[b * n_sq + sq.index()] = target;
        }
    }
    let morph = (!families.is_empty()).then_some(morph);
    (families, morph)
}
