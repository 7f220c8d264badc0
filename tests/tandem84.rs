use pigeonpost::engine::registry;
#[test]
fn definition_builds() {
    assert!(registry::errors().is_empty(), "{:?}", registry::errors());
}
