//! The plan registry under concurrent use.

use std::collections::HashSet;
use std::sync::Arc;
use std::thread;

use cutt::{Error, Registry};

#[test]
fn handles_are_unique_and_never_reused_across_threads() {
    let registry = Arc::new(Registry::<u64>::default());
    let threads: Vec<_> = (0..16)
        .map(|t| {
            let registry = registry.clone();
            thread::spawn(move || {
                let mut mine = Vec::new();
                for i in 0..2_000u64 {
                    let handle = registry.insert(t * 1_000_000 + i).expect("insert");
                    assert_eq!(*registry.get(handle).expect("get"), t * 1_000_000 + i);
                    if i % 3 == 0 {
                        assert_eq!(*registry.remove(handle).expect("remove"), t * 1_000_000 + i);
                        assert!(matches!(
                            registry.remove(handle),
                            Err(Error::InvalidPlan(_))
                        ));
                        assert!(matches!(registry.get(handle), Err(Error::InvalidPlan(_))));
                    }
                    mine.push(handle);
                }
                mine
            })
        })
        .collect();
    let mut all = HashSet::new();
    for t in threads {
        for handle in t.join().expect("thread") {
            assert!(handle != 0, "0 is never a handle");
            assert!(all.insert(handle), "handle {handle} issued twice");
        }
    }
    assert_eq!(all.len(), 32_000);
    assert_eq!(registry.len(), 16 * (2_000 - 667));
    assert_eq!(registry.clear(), 16 * 1333);
    assert!(registry.is_empty());
    let next = registry.insert(1).expect("insert after clear");
    assert!(!all.contains(&next), "handles are not reused after clear");
}

#[test]
fn entries_outlive_removal_while_in_use() {
    let registry = Registry::<String>::default();
    let handle = registry.insert("plan".to_string()).expect("insert");
    let in_use = registry.get(handle).expect("get");
    registry.remove(handle).expect("remove");
    assert_eq!(*in_use, "plan", "a launch in flight keeps its plan");
}

#[test]
fn concurrent_c_api_calls_never_crash() {
    use cutt::capi::*;
    let threads: Vec<_> = (0..8)
        .map(|t| {
            thread::spawn(move || {
                for i in 0..500 {
                    let mut handle = 0;
                    let (mut dims, mut perm) = ([3, 4, 5], [2, 2, 0]);
                    // SAFETY: valid arrays of rank 3.
                    let code = unsafe {
                        cuttPlan(
                            &mut handle,
                            3,
                            dims.as_mut_ptr(),
                            perm.as_mut_ptr(),
                            4,
                            std::ptr::null_mut(),
                        )
                    };
                    assert_eq!(code, cuttResult_t::CUTT_INVALID_PARAMETER);
                    assert_eq!(
                        cuttDestroy(1_000_000 + t * 1000 + i),
                        cuttResult_t::CUTT_INVALID_PLAN
                    );
                }
            })
        })
        .collect();
    for t in threads {
        t.join().expect("no panic");
    }
}
