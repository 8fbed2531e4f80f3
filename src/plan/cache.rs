//! Plans by canonical problem and device, so that planning a shape again
//! costs a hash lookup.

use std::collections::HashMap;
use std::sync::Mutex;

use once_cell::sync::Lazy;

use super::{canonicalize, plan_canonical, Canonical, DeviceProps, Plan, Problem};

/// Entries kept at most; the cache starts over when it is full.
const CAPACITY: usize = 4096;

type Key = (Canonical, DeviceProps);

static CACHE: Lazy<Mutex<HashMap<Key, Plan>>> = Lazy::new(|| Mutex::new(HashMap::new()));

/// `make_plan`, remembered.
pub fn cached_plan(problem: &Problem, device: &DeviceProps) -> Plan {
    cached_canonical_plan(&canonicalize(problem), device)
}

/// `plan_canonical`, remembered.
pub fn cached_canonical_plan(c: &Canonical, device: &DeviceProps) -> Plan {
    let key = (c.clone(), *device);
    if let Some(plan) = lock().get(&key) {
        return plan.clone();
    }
    let plan = plan_canonical(&key.0, device);
    let mut cache = lock();
    if cache.len() >= CAPACITY {
        cache.clear();
    }
    cache.insert(key, plan.clone());
    plan
}

/// Forgets every cached plan.
pub fn clear_cache() {
    lock().clear();
}

/// The map stays consistent across a panic (single operations), so a
/// poisoned lock is still usable.
fn lock() -> std::sync::MutexGuard<'static, HashMap<Key, Plan>> {
    CACHE.lock().unwrap_or_else(|p| p.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::{make_plan, H200};

    #[test]
    fn cached_plans_equal_fresh_ones() {
        let problem = Problem::new(&[5, 3, 2, 4, 35], &[4, 1, 3, 0, 2], 8).unwrap();
        let fresh = make_plan(&problem, &H200);
        assert_eq!(cached_plan(&problem, &H200), fresh);
        assert_eq!(cached_plan(&problem, &H200), fresh);
    }
}
