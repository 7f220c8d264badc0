//! How many connections each client address holds, so that one address cannot take every
//! slot of `--max-connections` (idle connections, or a flood of requests each answered
//! "no"). A connection past its address's bound is closed as soon as it is accepted:
//! nothing is read or parsed, so refusing it costs the server next to nothing and the
//! listen queue drains quickly for everyone else. Addresses are grouped as the rate
//! limits group them (an IPv6 /64 is one client).

use pigeonpost_app::app::support::limits::group;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

/// The connections open per address, up to `bound` each (0: no bound).
#[derive(Clone)]
pub struct AddressSlots {
    bound: u32,
    open: Arc<Mutex<HashMap<IpAddr, u32>>>,
}

/// One connection's place, given back when it is dropped (none is kept without a bound).
pub struct AddressSlot(Option<(IpAddr, AddressSlots)>);

impl AddressSlots {
    pub fn new(bound: u32) -> AddressSlots {
        AddressSlots {
            bound,
            open: Arc::default(),
        }
    }

    /// A place for a connection from `address`, or `None` when it holds its bound.
    pub fn take(&self, address: IpAddr) -> Option<AddressSlot> {
        if self.bound == 0 {
            return Some(AddressSlot(None));
        }
        let address = group(address);
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        let held = open.entry(address).or_insert(0);
        if *held >= self.bound {
            return None;
        }
        *held += 1;
        Some(AddressSlot(Some((address, self.clone()))))
    }
}

impl Drop for AddressSlot {
    fn drop(&mut self) {
        let Some((address, slots)) = &self.0 else {
            return;
        };
        let mut open = slots.open.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(held) = open.get_mut(address) {
            *held -= 1;
            if *held == 0 {
                open.remove(address);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How many addresses hold a connection now.
    fn addresses(slots: &AddressSlots) -> usize {
        slots.open.lock().unwrap().len()
    }

    #[test]
    fn an_address_holds_its_bound_and_gets_places_back() {
        let slots = AddressSlots::new(2);
        let a: IpAddr = "192.0.2.1".parse().unwrap();
        let b: IpAddr = "192.0.2.2".parse().unwrap();
        let first = slots.take(a).expect("a place");
        let second = slots.take(a).expect("a place");
        assert!(slots.take(a).is_none(), "past the bound");
        let other = slots.take(b).expect("another address has its own");
        drop(first);
        let again = slots.take(a).expect("a place given back");
        assert_eq!(addresses(&slots), 2);
        drop((second, again, other));
        assert_eq!(
            addresses(&slots),
            0,
            "an address holding nothing is forgotten"
        );
    }

    #[test]
    fn one_ipv6_network_is_one_client_and_no_bound_is_none() {
        let slots = AddressSlots::new(1);
        let _held = slots.take("2001:db8::1".parse().unwrap()).expect("a place");
        assert!(slots.take("2001:db8::2".parse().unwrap()).is_none());
        let unbounded = AddressSlots::new(0);
        let a: IpAddr = "192.0.2.1".parse().unwrap();
        let kept: Vec<_> = (0..10).filter_map(|_| unbounded.take(a)).collect();
        assert_eq!(kept.len(), 10);
        assert_eq!(addresses(&unbounded), 0);
    }
}
