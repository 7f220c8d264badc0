//! Regions of a section read as ranks: whole ranks, counted from each side, with
//! Fairy-Stockfish's defaults (fixed ranks, whatever the board's height).

use super::model::{Fsf, Region};

/// The ranks, each counted from its owner's side, of White's and Black's regions (whole
/// ranks only); a region not given is its default, a rank counted from White's side
/// (`default_white`, `default_black`) as Fairy-Stockfish's defaults are, whatever the
/// board's height. Ranks beyond the board are left out.
pub(super) fn side_ranks(
    f: &Fsf,
    white: Option<&Region>,
    black: Option<&Region>,
    default_white: usize,
    default_black: usize,
) -> Result<(Vec<usize>, Vec<usize>), String> {
    let on_board = |ranks: Vec<usize>| -> Vec<usize> {
        ranks
            .into_iter()
            .filter(|r| (1..=f.ranks).contains(r))
            .collect()
    };
    let w = match white {
        Some(region) => whole_ranks(f, region)?,
        None => on_board(vec![default_white]),
    };
    let b = match black {
        Some(region) => whole_ranks(f, region)?,
        None => on_board(vec![default_black]),
    };
    let mut from_black: Vec<usize> = b.iter().map(|r| f.ranks + 1 - r).collect();
    from_black.sort_unstable();
    Ok((w, from_black))
}

/// The ranks `region` covers, if it covers whole ranks.
pub(super) fn whole_ranks(f: &Fsf, region: &Region) -> Result<Vec<usize>, String> {
    let mut ranks: Vec<usize> = region.iter().map(|(_, r)| *r).collect();
    ranks.sort_unstable();
    ranks.dedup();
    for r in &ranks {
        if region.iter().filter(|(_, rr)| rr == r).count() != f.files {
            return Err("only whole ranks can be imported".into());
        }
    }
    Ok(ranks)
}

/// Ranks counted from each owner's side that `white` covers (whole ranks only), with
/// `black` its mirror image; `default` (a rank from White's side) when neither is given.
pub(super) fn relative_ranks(
    f: &Fsf,
    white: Option<&Region>,
    black: Option<&Region>,
    default: usize,
) -> Result<Vec<usize>, String> {
    let whole = |region: &Region| whole_ranks(f, region);
    let w = match white {
        Some(region) => whole(region)?,
        None => vec![default],
    };
    let b = match black {
        Some(region) => whole(region)?,
        None => w.iter().map(|r| f.ranks + 1 - r).collect(),
    };
    let mut mirrored: Vec<usize> = b.iter().map(|r| f.ranks + 1 - r).collect();
    mirrored.sort_unstable();
    if mirrored != w {
        return Err("White's and Black's regions must mirror each other".into());
    }
    Ok(w)
}
