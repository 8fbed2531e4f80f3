use std::collections::HashMap;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use crate::error::Error;

/// Live plans by handle. Handles count up from 1 and are never reused; the
/// lock is held only to insert, look up or remove, never while a plan runs
/// (callers get an `Arc` and drop the lock).
pub struct Registry<T> {
    next: AtomicU32,
    live: Mutex<HashMap<u32, Arc<T>>>,
}

impl<T> Default for Registry<T> {
    fn default() -> Self {
        Registry {
            next: AtomicU32::new(1),
            live: Mutex::new(HashMap::new()),
        }
    }
}

impl<T> Registry<T> {
    /// A panic elsewhere never leaves the map inconsistent (every critical
    /// section is a single map operation), so a poisoned lock is still usable.
    fn live(&self) -> MutexGuard<'_, HashMap<u32, Arc<T>>> {
        self.live
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    pub fn insert(&self, value: T) -> Result<u32, Error> {
        let handle = self
            .next
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |h| h.checked_add(1))
            .map_err(|_| Error::Internal("all 2^32 - 1 plan handles have been used".into()))?;
        self.live().insert(handle, Arc::new(value));
        Ok(handle)
    }

    pub fn get(&self, handle: u32) -> Result<Arc<T>, Error> {
        self.live()
            .get(&handle)
            .cloned()
            .ok_or_else(|| unknown(handle))
    }

    pub fn remove(&self, handle: u32) -> Result<Arc<T>, Error> {
        self.live().remove(&handle).ok_or_else(|| unknown(handle))
    }

    /// Removes every entry; returns how many there were.
    pub fn clear(&self) -> usize {
        let drained: Vec<_> = self.live().drain().collect();
        drained.len()
    }

    pub fn len(&self) -> usize {
        self.live().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

fn unknown(handle: u32) -> Error {
    Error::InvalidPlan(format!("handle {handle} is not a live plan"))
}
