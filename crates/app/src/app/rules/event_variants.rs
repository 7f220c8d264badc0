//! A multi-variant event's variants, decided without the database: the organiser's list
//! as written in the form (one key, or several separated by commas, one a round in
//! order), whether it fits the event's rounds, and which variant a round plays. The list
//! starts again from the first when the event has more rounds than variants: a round
//! robin's or a knockout's rounds follow from its entrants, so a list shorter than them
//! is the organiser's choice of a cycle, not a mistake.

use crate::app::AppError;
use crate::storage::tournaments::Event;
use pigeonpost_domain::EventFormat;
use pigeonpost_i18n::Said;

/// Variants an event may name at most: one a round of the longest Swiss.
pub const MAX_VARIANTS: usize = super::events::MAX_ROUNDS as usize;

/// The variant keys written in `field`, in order: one, or several separated by commas.
/// An empty field is one empty key, refused as no such variant by the catalogue.
pub fn keys(field: &str) -> Result<Vec<String>, AppError> {
    let keys: Vec<String> = field.split(',').map(|k| k.trim().to_string()).collect();
    if keys.len() > 1 && keys.iter().any(String::is_empty) {
        return Err(AppError::Invalid(Said::new(
            "refused-event-variant-missing",
        )));
    }
    if keys.len() > MAX_VARIANTS {
        return Err(AppError::Invalid(Said::with(
            "refused-event-too-many-variants",
            [("max", MAX_VARIANTS.into()), ("count", keys.len().into())],
        )));
    }
    Ok(keys)
}

/// The most rounds an event of `format` may have: a Swiss's `rounds`; a round robin of
/// `max_entrants` for `rounds` cycles, by the Berger tables (an odd field adds a round
/// of byes); a knockout's bracket for `max_entrants`.
pub fn most_rounds(format: EventFormat, rounds: i64, max_entrants: i64) -> i64 {
    match format {
        EventFormat::Swiss => rounds,
        EventFormat::RoundRobin => {
            let per_cycle = max_entrants - 1 + max_entrants % 2;
            per_cycle * rounds
        }
        EventFormat::Knockout => {
            let mut n = 0;
            while (1i64 << n) < max_entrants {
                n += 1;
            }
            n
        }
    }
}

/// Whether an event of `format` with at most `most` rounds may name `count` variants:
/// a variant past the last round would never be played.
pub fn fits(count: usize, most: i64) -> Result<(), AppError> {
    if count as i64 > most {
        return Err(AppError::Invalid(Said::with(
            "refused-event-variants-past-rounds",
            [("count", count.into()), ("most", most.into())],
        )));
    }
    Ok(())
}

/// The position in a list of `count` variants that round `round` (from 1) plays.
pub fn position(round: i64, count: usize) -> usize {
    match count {
        0 => 0,
        n => ((round - 1).max(0) as usize) % n,
    }
}

/// The variant round `round` of `event` plays: (its key, its definition's hash).
pub fn of_round(event: &Event, round: i64) -> (&str, &str) {
    match event
        .round_variants
        .get(position(round, event.round_variants.len()))
    {
        Some(v) => (&v.variant, &v.definition_hash),
        None => (&event.variant, &event.definition_hash),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_is_keys_separated_by_commas_with_none_missing() {
        assert_eq!(keys(" chess ").unwrap(), vec!["chess"]);
        assert_eq!(
            keys("chess, shogi,ann/fast").unwrap(),
            vec!["chess", "shogi", "ann/fast"]
        );
        assert!(keys("chess,,shogi").is_err());
        assert!(keys("chess,").is_err());
        assert!(keys(&vec!["chess"; MAX_VARIANTS + 1].join(",")).is_err());
    }

    #[test]
    fn the_most_rounds_follow_from_the_format() {
        assert_eq!(most_rounds(EventFormat::Swiss, 5, 50), 5);
        // Four play three rounds; five play five (each sits one out).
        assert_eq!(most_rounds(EventFormat::RoundRobin, 1, 4), 3);
        assert_eq!(most_rounds(EventFormat::RoundRobin, 1, 5), 5);
        assert_eq!(most_rounds(EventFormat::RoundRobin, 2, 4), 6);
        assert_eq!(most_rounds(EventFormat::Knockout, 0, 2), 1);
        assert_eq!(most_rounds(EventFormat::Knockout, 0, 5), 3);
        assert_eq!(most_rounds(EventFormat::Knockout, 0, 8), 3);
        assert!(fits(3, 3).is_ok());
        assert!(fits(4, 3).is_err());
    }

    #[test]
    fn rounds_past_the_list_start_it_again() {
        assert_eq!(position(1, 3), 0);
        assert_eq!(position(3, 3), 2);
        assert_eq!(position(4, 3), 0);
        assert_eq!(position(7, 1), 0);
        assert_eq!(position(2, 0), 0);
    }
}
