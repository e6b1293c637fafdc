//! How natives read their arguments and give their results: interpreter slots (receiver first
//! for instance methods; a long or double takes two slots, the value in the first), one `u64`
//! result.
use crate::runtime::throw::JResult;

/// Reads argument slot `i` as a Java int.
#[inline]
pub(crate) fn int(a: &[u64], i: usize) -> i32 {
    a[i] as i32
}

#[inline]
pub(crate) fn double(a: &[u64], i: usize) -> f64 {
    f64::from_bits(a[i])
}

#[inline]
pub(crate) fn bool_result(b: bool) -> JResult<u64> {
    Ok(b as u64)
}
