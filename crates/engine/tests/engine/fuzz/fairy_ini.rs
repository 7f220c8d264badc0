//! The Fairy-Stockfish importer's target: the sections of `tests/data/fairy/variants.ini`
//! mutated character by character and line by line (lines of other sections, option
//! names with edge-case values), imported, and, when accepted, built and played a few
//! turns. Nothing may panic or hang, and an accepted import must build.

use super::harness::fuzz;
use super::mutate::{NUMBERS, mutate, tokens};
use crate::support::Rng;
use pigeonpost_engine::registry::build_custom;
use pigeonpost_engine::{Position, fairy};
use std::sync::Arc;

const INI: &str = include_str!("../../data/fairy/variants.ini");

struct Corpus {
    lines: Vec<String>,
    keys: Vec<String>,
    values: Vec<String>,
    pool: Vec<String>,
}

fn corpus(_: &mut Rng) -> Corpus {
    let lines: Vec<String> = INI.lines().map(str::to_string).collect();
    let mut keys: Vec<String> = lines
        .iter()
        .filter_map(|l| l.split_once('=').map(|(k, _)| k.trim().to_string()))
        .collect();
    keys.extend(
        [
            "maxFile",
            "maxRank",
            "customPiece1",
            "flagRegion",
            "extinctionPieceTypes",
            "extinctionPieceCount",
            "mustCapture",
            "blastOnCapture",
            "blastImmuneTypes",
            "mutuallyImmuneTypes",
            "stalematePieceCount",
            "checkmateValue",
            "gating",
            "seirawanGating",
            "nFoldRule",
            "nFoldValue",
            "nFoldValueAbsolute",
            "perpetualCheckIllegal",
            "shogiPawnDropMateIllegal",
            "immobilityIllegal",
            "pieceDemotion",
            "piecePromotionOnCapture",
            "dropLoop",
            "extinctionPseudoRoyal",
            "extinctionClaim",
            "extinctionOpponentPieceCount",
            "extinctionValue",
            "nMoveRule",
            "mustDrop",
            "mustDropType",
            "dropChecks",
            "flagPiece",
            "flagPieceSafe",
            "flagMove",
            "flagRegionBlack",
            "wallingRule",
            "wallingRegion",
            "wallingRegionWhite",
            "wallingRegionBlack",
            "wallOrMove",
            "petrifyOnCaptureTypes",
            "petrifyBlastPieces",
            "dropOppositeColoredBishop",
            "castlingDroppedPiece",
            "cambodianMoves",
            "sittuyinRookDrop",
            "shatarMateRule",
            "immobile",
            "enclosingDrop",
            "enclosingDropStart",
            "flipEnclosedPieces",
            "passOnStalemate",
            "passOnStalemateWhite",
            "adjudicateFullBoard",
            "materialCounting",
            "freeDrops",
            "promotedPieceType",
            "promotionPawnTypesWhite",
            "promotionPawnTypesBlack",
            "nMoveRuleTypesWhite",
            "nMoveRuleTypesBlack",
            "dupleCheck",
            "sittuyinPromotion",
            "promotionLimit",
            "extinctionPseudoRoyal",
        ]
        .map(String::from),
    );
    let mut values: Vec<String> = lines
        .iter()
        .filter_map(|l| l.split_once('=').map(|(_, v)| v.trim().to_string()))
        .collect();
    values.extend(NUMBERS.iter().map(|n| n.to_string()));
    values.extend(
        [
            "*",
            "-",
            "*0",
            "z99",
            "k:",
            ":",
            "a:QQQQQQQQ",
            "true",
            "x+y",
            "duck",
            "arrow",
            "past",
            "static",
            "edge",
        ]
        .map(String::from),
    );
    Corpus {
        pool: tokens(INI),
        lines,
        keys,
        values,
    }
}

fn mutate_lines(rng: &mut Rng, c: &Corpus) -> String {
    let mut lines = c.lines.clone();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(lines.len() + 1);
        match rng.below(3) {
            0 if at < lines.len() => {
                lines.remove(at);
            }
            1 => lines.insert(at, c.lines[rng.below(c.lines.len())].clone()),
            _ => {
                let key = &c.keys[rng.below(c.keys.len())];
                let value = &c.values[rng.below(c.values.len())];
                lines.insert(at.min(lines.len()), format!("{key} = {value}"));
            }
        }
    }
    lines.join("\n")
}

#[test]
fn fuzz_fairy_stockfish_ini() {
    fuzz("fairy-ini", corpus, |c, rng, tracker| {
        let text = match rng.below(3) {
            0 => mutate(rng, INI, &c.pool),
            1 => mutate_lines(rng, c),
            _ => {
                let lines = mutate_lines(rng, c);
                mutate(rng, &lines, &c.pool)
            }
        };
        tracker.input(&text);
        let sections = fairy::sections(&text);
        if sections.is_empty() {
            return;
        }
        let name = &sections[rng.below(sections.len())];
        let Ok(def) = fairy::import("fuzz.ini", &text, name) else {
            return;
        };
        // What the importer writes is checked like any definition; it may still be
        // refused there (a Betza string it cannot read, say), but never panic.
        if let Ok(v) = build_custom("fuzz.toml", &def) {
            let v = Arc::new(v);
            let mut pos = Position::start(&v);
            for _ in 0..2 {
                let turns = pos.legal_turns();
                if turns.is_empty() {
                    break;
                }
                pos = pos.play_unchecked(&turns[rng.below(turns.len())]);
            }
        }
    });
}
