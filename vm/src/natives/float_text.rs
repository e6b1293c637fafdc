//! Java's number <-> text conversions, byte for byte as HotSpot's JDK 17 does
//! them: `Double.toString`, `Float.toString`, `Double.parseDouble`,
//! `Float.parseFloat` and the `%e`/`%f`/`%g` conversions of
//! `java.util.Formatter`.
//!
//! # Why not just Rust's shortest round-trip printing
//!
//! JDK 17 (before JDK 19 switched to Raffaello Giulietti's algorithm) prints
//! doubles with the old `FloatingDecimal` digit generator, which is *not*
//! always shortest: e.g. `2^60` prints as `1.15292150460684698E18` and
//! `2e23` as `1.9999999999999998E23` (shortest would be `1.152921504606847E18`
//! and `2.0E23`). Programs we run are compared with real `java` output, so
//! this module reimplements that generator's observable rules:
//!
//! * integers below 2^63 are printed from their exact value, rounding away
//!   (half up) only the decimal digits that lie below the precision of the
//!   significand, estimated from the power of two (`develop_long_digits`);
//! * everything else is produced by a Steele & White style digit loop over
//!   exact integers `B/S` with a symmetric half-ulp margin `M`: generation
//!   stops as soon as the remainder is within `M` of either neighbour and
//!   the last digit is then rounded (ties to even digit). The margin test is
//!   `B + M > 10S` when the numbers fit a machine word but `B + M >= 10S`
//!   when big integers are needed, and in the word-sized cases the margin
//!   wraps around like Java's `int`/`long` arithmetic; both quirks are
//!   reproduced because they change digits;
//! * in exponential form (and always for `Formatter`) the loop may not stop
//!   after the first digit, which is where most non-shortest outputs come
//!   from.
//!
//! The digit loop was validated against `java` 17 on millions of random
//! doubles and floats; residual differences: none known.
//!
//! `Formatter` rounds HALF_UP on those same decimal digits (not on the exact
//! binary value), which is why `String.format("%.1f", 0.15)` is `0.2`.
//!
//! Parsing is correctly rounded in JDK 17 for both `double` and `float`
//! (JDK-7192954), so after checking Java's grammar the decimal digits go to
//! Rust's own correctly rounding parser; hexadecimal significands are rounded
//! here.

use std::cmp::Ordering;

// ---------------------------------------------------------------------------
// Printing
// ---------------------------------------------------------------------------

/// Decimal digits as produced by JDK 17's generator:
/// value = 0.d1 d2 ... dn × 10^exp. `digits` are ASCII and may end in zeros
/// (a carry out of `9...9` keeps the digit count, as the JDK does).
struct Decimal {
    digits: Vec<u8>,
    exp: i32,
}

/// Bit position of the implicit leading 1 of a double's significand.
const EXP_SHIFT: i32 = 52;
/// Integers whose binary exponent is in this range are printed exactly
/// (the value fits a positive `long`). The lower bound only matters for the
/// JDK's guard; integers always have a non-negative exponent.
const MAX_SMALL_BIN_EXP: i32 = 62;
const MIN_SMALL_BIN_EXP: i32 = -21;

/// Approximate bit length of 5^i, as the generator estimates it to pick
/// between 32-bit, 64-bit and big-integer arithmetic: ceil(log2(5^i)) for
/// i < 27, and the cruder 3*i beyond (the choice of arithmetic changes the
/// digits, see the module docs, so the estimate must be the same).
fn n5_bits(i: i32) -> i32 {
    if i == 0 {
        0
    } else if i < 27 {
        64 - 5u64.pow(i as u32).leading_zeros() as i32
    } else {
        i * 3
    }
}

/// Number of trailing decimal digits of an integer with binary exponent `p2`
/// that are below its precision: floor(log10(2^p2)) for 1 < p2 < 64, else 0.
fn insignificant_digits_for_pow2(p2: i32) -> u32 {
    if p2 > 1 && p2 < 64 {
        let mut v = 1u64 << p2;
        let mut n = 0;
        while v >= 10 {
            v /= 10;
            n += 1;
        }
        n
    } else {
        0
    }
}

/// Estimate of floor(log10(value)) from a linear approximation of log10 of
/// the significand. It is computed with the same floating-point operations
/// as the JDK because an estimate one too high yields a leading zero digit
/// that is dropped (and the stopping test of that first step still counts).
// The last constant is the JDK's truncated log10(2), not `LOG10_2`: the
// estimate must round exactly as there.
#[allow(clippy::approx_constant)]
fn estimate_dec_exp(fract_bits: u64, bin_exp: i32) -> i32 {
    let d2 = f64::from_bits((1023u64 << 52) | (fract_bits & ((1u64 << 52) - 1)));
    let d = (d2 - 1.5) * 0.289529654 + 0.176091259 + (bin_exp as f64) * 0.301029995663981;
    d.floor() as i32
}

/// Integers printed straight from their value; `insignificant` low-order
/// decimal digits are rounded off half up first.
fn develop_long_digits(mut value: u64, insignificant: u32) -> Decimal {
    let mut exp = 0i32;
    if insignificant != 0 {
        let pow10 = 10u64.pow(insignificant);
        let residue = value % pow10;
        value /= pow10;
        exp += insignificant as i32;
        if residue >= pow10 / 2 {
            value += 1;
        }
    }
    let text = value.to_string();
    exp += text.len() as i32;
    let digits = text.trim_end_matches('0').as_bytes().to_vec();
    Decimal { digits, exp }
}

/// Minimal unsigned big integer (little-endian 32-bit limbs), enough for the
/// exact digit loop: values up to about 10^340 · 2^1100.
#[derive(Clone, PartialEq, Eq)]
struct Big {
    limbs: Vec<u32>,
}

impl Big {
    fn from_u64(v: u64) -> Big {
        let mut b = Big {
            limbs: vec![v as u32, (v >> 32) as u32],
        };
        b.trim();
        b
    }

    /// v · 5^p5 · 2^p2
    fn from_mul_pow52(v: u64, p5: i32, p2: i32) -> Big {
        let mut b = Big::from_u64(v);
        for _ in 0..p5 {
            b.mul_small(5);
        }
        b.shl(p2 as u32);
        b
    }

    fn trim(&mut self) {
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
    }

    fn is_zero(&self) -> bool {
        self.limbs.is_empty()
    }

    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for limb in &mut self.limbs {
            let t = (*limb as u64) * (m as u64) + carry;
            *limb = t as u32;
            carry = t >> 32;
        }
        if carry != 0 {
            self.limbs.push(carry as u32);
        }
    }

    fn shl(&mut self, n: u32) {
        if self.is_zero() {
            return;
        }
        let words = (n / 32) as usize;
        let bits = n % 32;
        if bits != 0 {
            let mut carry = 0u32;
            for limb in &mut self.limbs {
                let t = *limb;
                *limb = (t << bits) | carry;
                carry = t >> (32 - bits);
            }
            if carry != 0 {
                self.limbs.push(carry);
            }
        }
        if words != 0 {
            self.limbs.splice(0..0, std::iter::repeat_n(0, words));
        }
    }

    fn add(&self, other: &Big) -> Big {
        let n = self.limbs.len().max(other.limbs.len());
        let mut out = Vec::with_capacity(n + 1);
        let mut carry = 0u64;
        for i in 0..n {
            let a = self.limbs.get(i).copied().unwrap_or(0) as u64;
            let b = other.limbs.get(i).copied().unwrap_or(0) as u64;
            let t = a + b + carry;
            out.push(t as u32);
            carry = t >> 32;
        }
        if carry != 0 {
            out.push(carry as u32);
        }
        Big { limbs: out }
    }

    /// self -= other; requires self >= other.
    fn sub_assign(&mut self, other: &Big) {
        let mut borrow = 0i64;
        for i in 0..self.limbs.len() {
            let b = other.limbs.get(i).copied().unwrap_or(0) as i64;
            let mut t = self.limbs[i] as i64 - b - borrow;
            if t < 0 {
                t += 1 << 32;
                borrow = 1;
            } else {
                borrow = 0;
            }
            self.limbs[i] = t as u32;
        }
        self.trim();
    }

    fn cmp_big(&self, other: &Big) -> Ordering {
        self.limbs
            .len()
            .cmp(&other.limbs.len())
            .then_with(|| self.limbs.iter().rev().cmp(other.limbs.iter().rev()))
    }

    /// Returns floor(self / s) (a single decimal digit here) and replaces
    /// self by 10 · (self mod s).
    fn quo_rem_digit(&mut self, s: &Big) -> i32 {
        let mut q = 0;
        while self.cmp_big(s) != Ordering::Less {
            self.sub_assign(s);
            q += 1;
        }
        self.mul_small(10);
        q
    }
}

/// Java's `x << n` on `int`/`long` uses only the low bits of `n`; Rust's
/// `wrapping_shl` does the same, which is what these paths rely on.
fn pow5_i32(i: i32) -> i32 {
    5i32.wrapping_pow(i as u32)
}
fn pow5_i64(i: i32) -> i64 {
    5i64.wrapping_pow(i as u32)
}

/// JDK 17's binary-to-decimal digit generator. `fract_bits` holds the
/// significand with its leading 1 at bit 52, `bin_exp` the unbiased binary
/// exponent of that bit, `n_significant_bits` the precision (53 for normal
/// doubles, 24 for normal floats, fewer for subnormals). `compatible` is true
/// for `toString` (may stop after one digit in plain form) and false for
/// `Formatter`.
fn dtoa(bin_exp: i32, fract_bits: u64, n_significant_bits: i32, compatible: bool) -> Decimal {
    let tail_zeros = fract_bits.trailing_zeros() as i32;
    // Number of significant bits of fract_bits.
    let n_fract_bits = EXP_SHIFT + 1 - tail_zeros;
    // Number of significant bits to the right of the binary point.
    let n_tiny_bits = (n_fract_bits - bin_exp - 1).max(0);

    if (MIN_SMALL_BIN_EXP..=MAX_SMALL_BIN_EXP).contains(&bin_exp) && n_tiny_bits == 0 {
        // An integer that fits a positive i64: print it exactly, less the
        // digits beyond the significand's precision.
        let insignificant = if bin_exp > n_significant_bits {
            insignificant_digits_for_pow2(bin_exp - n_significant_bits - 1)
        } else {
            0
        };
        let value = if bin_exp >= EXP_SHIFT {
            fract_bits << (bin_exp - EXP_SHIFT)
        } else {
            fract_bits >> (EXP_SHIFT - bin_exp)
        };
        return develop_long_digits(value, insignificant);
    }

    // General case: value = B/S · 10^dec_exp with 1 <= B/S < 10, and M = half
    // an ulp scaled like B. Powers of two and five are tracked separately.
    let mut dec_exp = estimate_dec_exp(fract_bits, bin_exp);
    let b5 = (-dec_exp).max(0);
    let mut b2 = b5 + n_tiny_bits + bin_exp;
    let s5 = dec_exp.max(0);
    let mut s2 = s5 + n_tiny_bits;
    let m5 = b5;
    let mut m2 = b2 - n_significant_bits;

    let fract = fract_bits >> tail_zeros;
    b2 -= n_fract_bits - 1;
    let common2 = b2.min(s2);
    b2 -= common2;
    s2 -= common2;
    m2 -= common2;
    // At a power of two the next smaller double is only half as far away;
    // the generator accounts for that by halving M (still a symmetric test).
    if n_fract_bits == 1 {
        m2 -= 1;
    }
    if m2 < 0 {
        b2 -= m2;
        s2 -= m2;
        m2 = 0;
    }

    let mut digits: Vec<u8> = Vec::with_capacity(20);
    let (low, high, low_digit_difference): (bool, bool, i64);

    let b_bits = n_fract_bits + b2 + n5_bits(b5);
    let ten_s_bits = s2 + 1 + n5_bits(s5 + 1);
    // The digit loop of FloatingDecimal for values whose B, S and M fit a machine integer: the
    // JDK runs it in int when everything fits 32 bits, else in long, and the wrap-around of each
    // width is part of its output, so it is instantiated once per width.
    macro_rules! machine_int_digits {
        ($t:ty, $pow5:ident) => {{
            let mut b = (fract as $t)
                .wrapping_mul($pow5(b5))
                .wrapping_shl(b2 as u32);
            let s = $pow5(s5).wrapping_shl(s2 as u32);
            let mut m = $pow5(m5).wrapping_shl(m2 as u32);
            let tens = s.wrapping_mul(10);
            let mut q = b.wrapping_div(s);
            b = b.wrapping_rem(s).wrapping_mul(10);
            m = m.wrapping_mul(10);
            let mut lo = b < m;
            let mut hi = b.wrapping_add(m) > tens;
            if q == 0 && !hi {
                // The estimate was one too high: drop the leading zero.
                dec_exp -= 1;
            } else {
                digits.push(b'0' + q as u8);
            }
            // Java always shows a digit after the point in E-form, so one digit
            // is never enough there (nor ever for Formatter).
            if !compatible || !(-3..8).contains(&dec_exp) {
                hi = false;
                lo = false;
            }
            while !lo && !hi {
                q = b.wrapping_div(s);
                b = b.wrapping_rem(s).wrapping_mul(10);
                m = m.wrapping_mul(10);
                if m > 0 {
                    lo = b < m;
                    hi = b.wrapping_add(m) > tens;
                } else {
                    // M overflowed; it is certainly larger than both distances.
                    lo = true;
                    hi = true;
                }
                digits.push(b'0' + q as u8);
            }
            low = lo;
            high = hi;
            #[allow(clippy::unnecessary_cast)] // i64 -> i64 in the long instance
            {
                low_digit_difference = b.wrapping_shl(1).wrapping_sub(tens) as i64;
            }
        }};
    }
    if b_bits < 32 && ten_s_bits < 32 {
        // Everything fits an i32; arithmetic wraps exactly like Java's int.
        machine_int_digits!(i32, pow5_i32);
    } else if b_bits < 64 && ten_s_bits < 64 {
        machine_int_digits!(i64, pow5_i64);
    } else {
        // Big integers. Here the upper stopping test is B + M >= 10S.
        let s = Big::from_mul_pow52(1, s5, s2);
        let mut b = Big::from_mul_pow52(fract, b5, b2);
        let mut m = Big::from_mul_pow52(1, m5 + 1, m2 + 1); // 10·M
        let ten_s = Big::from_mul_pow52(1, s5 + 1, s2 + 1);
        let q = b.quo_rem_digit(&s);
        let mut lo = b.cmp_big(&m) == Ordering::Less;
        let mut hi = b.add(&m).cmp_big(&ten_s) != Ordering::Less;
        if q == 0 && !hi {
            dec_exp -= 1;
        } else {
            digits.push(b'0' + q as u8);
        }
        if !compatible || !(-3..8).contains(&dec_exp) {
            hi = false;
            lo = false;
        }
        while !lo && !hi {
            let q = b.quo_rem_digit(&s);
            m.mul_small(10);
            lo = b.cmp_big(&m) == Ordering::Less;
            hi = b.add(&m).cmp_big(&ten_s) != Ordering::Less;
            digits.push(b'0' + q as u8);
        }
        low = lo;
        high = hi;
        low_digit_difference = if hi && lo {
            let mut b2x = b.clone();
            b2x.shl(1);
            match b2x.cmp_big(&ten_s) {
                Ordering::Less => -1,
                Ordering::Equal => 0,
                Ordering::Greater => 1,
            }
        } else {
            0
        };
    }

    let mut out = Decimal {
        digits,
        exp: dec_exp + 1,
    };
    // The last digit is rounded according to which test stopped the loop.
    if high {
        let round_up = if low {
            match low_digit_difference.cmp(&0) {
                // A tie: keep the digit even.
                Ordering::Equal => out.digits.last().is_some_and(|d| (d - b'0') % 2 == 1),
                Ordering::Greater => true,
                Ordering::Less => false,
            }
        } else {
            true
        };
        if round_up {
            round_up_last_digit(&mut out);
        }
    }
    out
}

/// Adds one to the last digit; a carry out of all nines becomes `10...0`
/// with the same digit count and a larger exponent.
fn round_up_last_digit(d: &mut Decimal) {
    let Some(mut i) = d.digits.len().checked_sub(1) else {
        return;
    };
    while d.digits[i] == b'9' && i > 0 {
        d.digits[i] = b'0';
        i -= 1;
    }
    if d.digits[i] == b'9' {
        d.digits[0] = b'1';
        d.exp += 1;
    } else {
        d.digits[i] += 1;
    }
}

/// Digits of a finite, non-zero double's magnitude.
fn double_digits(v: f64, compatible: bool) -> Decimal {
    let bits = v.to_bits();
    let mut fract = bits & ((1u64 << 52) - 1);
    let mut bin_exp = ((bits >> 52) & 0x7ff) as i32;
    let n_significant_bits;
    if bin_exp == 0 {
        // Subnormal: normalise so the leading 1 sits at bit 52.
        let leading_zeros = fract.leading_zeros() as i32;
        let shift = leading_zeros - (63 - EXP_SHIFT);
        fract <<= shift;
        bin_exp = 1 - shift;
        n_significant_bits = 64 - leading_zeros;
    } else {
        fract |= 1u64 << 52;
        n_significant_bits = EXP_SHIFT + 1;
    }
    dtoa(bin_exp - 1023, fract, n_significant_bits, compatible)
}

/// Digits of a finite, non-zero float's magnitude.
fn float_digits(v: f32) -> Decimal {
    let bits = v.to_bits();
    let mut fract = bits & ((1u32 << 23) - 1);
    let mut bin_exp = ((bits >> 23) & 0xff) as i32;
    let n_significant_bits;
    if bin_exp == 0 {
        let leading_zeros = fract.leading_zeros() as i32;
        let shift = leading_zeros - (31 - 23);
        fract <<= shift;
        bin_exp = 1 - shift;
        n_significant_bits = 32 - leading_zeros;
    } else {
        fract |= 1u32 << 23;
        n_significant_bits = 24;
    }
    dtoa(
        bin_exp - 127,
        (fract as u64) << (EXP_SHIFT - 23),
        n_significant_bits,
        true,
    )
}

/// Lays out digits the way `Double.toString`/`Float.toString` do.
fn java_layout(negative: bool, d: &Decimal) -> String {
    let mut out = String::with_capacity(26);
    if negative {
        out.push('-');
    }
    let digits = &d.digits;
    let n = digits.len() as i32;
    let exp = d.exp;
    let push = |out: &mut String, s: &[u8]| out.extend(s.iter().map(|&c| c as char));
    if exp > 0 && exp < 8 {
        // Plain: 123.45, 1234000.0
        let int_len = n.min(exp) as usize;
        push(&mut out, &digits[..int_len]);
        if (int_len as i32) < exp {
            out.extend(std::iter::repeat_n('0', (exp - int_len as i32) as usize));
            out.push_str(".0");
        } else {
            out.push('.');
            if int_len < digits.len() {
                push(&mut out, &digits[int_len..]);
            } else {
                out.push('0');
            }
        }
    } else if exp <= 0 && exp > -3 {
        // Small plain: 0.00123
        out.push_str("0.");
        out.extend(std::iter::repeat_n('0', (-exp) as usize));
        push(&mut out, digits);
    } else {
        // Computerized scientific notation: 1.234E-5
        out.push(digits.first().copied().unwrap_or(b'0') as char);
        out.push('.');
        if digits.len() > 1 {
            push(&mut out, &digits[1..]);
        } else {
            out.push('0');
        }
        out.push('E');
        if exp <= 0 {
            out.push('-');
            out.push_str(&(-exp + 1).to_string());
        } else {
            out.push_str(&(exp - 1).to_string());
        }
    }
    out
}

/// `Double.toString(double)` of JDK 17.
pub fn double_to_java_string(v: f64) -> String {
    if v.is_nan() {
        return "NaN".to_string();
    }
    if v.is_infinite() {
        return if v > 0.0 { "Infinity" } else { "-Infinity" }.to_string();
    }
    if v == 0.0 {
        return if v.is_sign_negative() { "-0.0" } else { "0.0" }.to_string();
    }
    java_layout(v.is_sign_negative(), &double_digits(v.abs(), true))
}

/// `Float.toString(float)` of JDK 17.
pub fn float_to_java_string(v: f32) -> String {
    if v.is_nan() {
        return "NaN".to_string();
    }
    if v.is_infinite() {
        return if v > 0.0 { "Infinity" } else { "-Infinity" }.to_string();
    }
    if v == 0.0 {
        return if v.is_sign_negative() { "-0.0" } else { "0.0" }.to_string();
    }
    java_layout(v.is_sign_negative(), &float_digits(v.abs()))
}

// ---------------------------------------------------------------------------
// Formatter (%e, %f, %g)
// ---------------------------------------------------------------------------

/// Rounds `d` HALF_UP to its first `keep` digits (JDK's `applyPrecision`).
/// `keep` beyond the available digits or negative leaves the digits alone
/// (a negative `keep` means the value is below half a unit of the requested
/// precision and prints as zeros anyway). A carry out of the first digit
/// bumps `d.exp`.
fn apply_precision(d: &mut Decimal, keep: i64) {
    let n = d.digits.len() as i64;
    if keep >= n || keep < 0 {
        return;
    }
    let keep = keep as usize;
    if keep == 0 {
        // Rounding to no digit at all: either 1 at the next power of ten or 0.
        if d.digits[0] >= b'5' {
            d.digits[0] = b'1';
            d.digits[1..].fill(b'0');
            d.exp += 1;
        } else {
            d.digits.fill(b'0');
        }
        return;
    }
    if d.digits[keep] >= b'5' {
        let mut i = keep - 1;
        while d.digits[i] == b'9' && i > 0 {
            i -= 1;
        }
        if d.digits[i] == b'9' {
            d.digits[0] = b'1';
            d.digits[1..].fill(b'0');
            d.exp += 1;
            return;
        }
        d.digits[i] += 1;
        d.digits[i + 1..].fill(b'0');
    } else {
        d.digits[keep..].fill(b'0');
    }
}

/// Digit `i` (0-based) of the rounded decimal, zero past the end.
fn digit_at(d: &Decimal, i: i64) -> char {
    if i < 0 {
        return '0';
    }
    d.digits.get(i as usize).map_or('0', |&c| c as char)
}

/// Fixed notation with exactly `prec` fraction digits (no point when 0).
fn layout_fixed(d: &Decimal, prec: i64) -> String {
    let mut out = String::new();
    let exp = d.exp as i64;
    if exp > 0 {
        for i in 0..exp {
            out.push(digit_at(d, i));
        }
    } else {
        out.push('0');
    }
    if prec > 0 {
        out.push('.');
        for i in 0..prec {
            out.push(digit_at(d, exp + i));
        }
    }
    out
}

/// `d.ddd` with `prec` fraction digits, then `e±XX`.
fn layout_scientific(d: &Decimal, prec: i64, zero: bool) -> String {
    let mut out = String::new();
    out.push(digit_at(d, 0));
    if prec > 0 {
        out.push('.');
        for i in 1..=prec {
            out.push(digit_at(d, i));
        }
    }
    // Java prints 0.0 with exponent +00, not the -01 its digits would give.
    let e = if zero { 0 } else { d.exp - 1 };
    out.push('e');
    out.push(if e < 0 { '-' } else { '+' });
    let mag = e.unsigned_abs();
    if mag < 10 {
        out.push('0');
    }
    out.push_str(&mag.to_string());
    out
}

/// The magnitude part of `String.format("%.{precision}{conv}", v)` for a
/// finite `v >= 0` (the caller adds sign, width, grouping, '#', upper case).
/// `conv` is 'f', 'e' or 'g'; a negative `precision` means the default (6).
/// Any other `conv` is treated as 'g'. The sign of `v` is ignored; NaN and
/// infinities give "NaN" and "Infinity" as Formatter prints them.
///
/// Rounding is HALF_UP on the decimal digits JDK 17 generates for the double
/// (see the module docs): `%.1f` of 0.25 is `0.3`, `%.2f` of 1.005 is `1.01`.
pub fn format_double_abs(v: f64, conv: char, precision: i32) -> String {
    if v.is_nan() {
        return "NaN".to_string();
    }
    if v.is_infinite() {
        return "Infinity".to_string();
    }
    let v = v.abs();
    let prec = if precision < 0 { 6 } else { precision as i64 };
    let zero = v == 0.0;
    let mut d = if zero {
        Decimal {
            digits: vec![b'0'],
            exp: 0,
        }
    } else {
        double_digits(v, false)
    };
    match conv {
        'f' => {
            let keep = d.exp as i64 + prec;
            apply_precision(&mut d, keep);
            layout_fixed(&d, prec)
        }
        'e' => {
            apply_precision(&mut d, prec + 1);
            layout_scientific(&d, prec, zero)
        }
        _ => {
            let prec = prec.max(1);
            if zero {
                return layout_fixed(&d, prec - 1);
            }
            apply_precision(&mut d, prec);
            let x = d.exp as i64 - 1; // decimal exponent after rounding
            if x < -4 || x >= prec {
                layout_scientific(&d, prec - 1, false)
            } else {
                layout_fixed(&d, prec - 1 - x)
            }
        }
    }
}

// ---------------------------------------------------------------------------
// Parsing
// ---------------------------------------------------------------------------

/// What Java's grammar accepted, ready for conversion.
enum Parsed<'a> {
    NaN,
    Infinity(bool),
    /// Decimal text in a form Rust's parser accepts (sign, digits, point,
    /// exponent); Rust rounds it correctly straight from the digits.
    Decimal(&'a str),
    Hex(HexParts),
}

struct HexParts {
    negative: bool,
    /// First significant bits of the hexadecimal significand.
    mantissa: u64,
    /// Power of two applied to `mantissa`.
    exp2: i64,
    /// True when non-zero digits were dropped beyond `mantissa`.
    sticky: bool,
}

/// Java trims leading and trailing characters <= ' ' (String.trim).
fn java_trim(s: &str) -> &str {
    s.trim_matches(|c: char| c <= ' ')
}

/// Scans Java's `Double.valueOf` grammar. Returns None for malformed input.
fn scan(s: &str) -> Option<Parsed<'_>> {
    let s = java_trim(s);
    let bytes = s.as_bytes();
    let mut i = 0;
    let mut negative = false;
    if let Some(&c) = bytes.first() {
        if c == b'-' || c == b'+' {
            negative = c == b'-';
            i = 1;
        }
    }
    let rest = &s[i..];
    if rest == "NaN" {
        return Some(Parsed::NaN);
    }
    if rest == "Infinity" {
        return Some(Parsed::Infinity(negative));
    }
    if rest.len() >= 2 && rest.as_bytes()[0] == b'0' && matches!(rest.as_bytes()[1], b'x' | b'X') {
        return scan_hex(&rest[2..], negative).map(Parsed::Hex);
    }

    // [digits][.digits] with at least one digit, [eE][+-]digits, [fFdD].
    let mut n_digits = 0;
    while i < bytes.len() && bytes[i].is_ascii_digit() {
        i += 1;
        n_digits += 1;
    }
    if i < bytes.len() && bytes[i] == b'.' {
        i += 1;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
            n_digits += 1;
        }
    }
    if n_digits == 0 {
        return None;
    }
    if i < bytes.len() && matches!(bytes[i], b'e' | b'E') {
        i += 1;
        if i < bytes.len() && matches!(bytes[i], b'+' | b'-') {
            i += 1;
        }
        let exp_start = i;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
        }
        if i == exp_start {
            return None;
        }
    }
    let end = i;
    if i < bytes.len() && matches!(bytes[i], b'f' | b'F' | b'd' | b'D') {
        i += 1;
    }
    if i != bytes.len() {
        return None;
    }
    // The sign stays in the text: "-0" must give -0.0.
    Some(Parsed::Decimal(&s[..end]))
}

/// Scans `hexdigits[.hexdigits]` (at least one digit) `[pP][+-]digits[fFdD]`
/// after the `0x` prefix.
fn scan_hex(s: &str, negative: bool) -> Option<HexParts> {
    let bytes = s.as_bytes();
    let mut i = 0;
    let mut mantissa = 0u64;
    let mut exp2: i64 = 0;
    let mut sticky = false;
    let mut n_digits = 0;
    let mut seen_point = false;
    while i < bytes.len() {
        let c = bytes[i];
        if c == b'.' {
            if seen_point {
                return None;
            }
            seen_point = true;
            i += 1;
            continue;
        }
        let Some(v) = (c as char).to_digit(16) else {
            break;
        };
        n_digits += 1;
        if mantissa >> 60 == 0 {
            // Room for four more bits.
            mantissa = (mantissa << 4) | v as u64;
            if seen_point {
                exp2 -= 4;
            }
        } else {
            // Beyond 60 significant bits only "is anything left" matters.
            sticky |= v != 0;
            if !seen_point {
                exp2 += 4;
            }
        }
        i += 1;
    }
    if n_digits == 0 || i >= bytes.len() || !matches!(bytes[i], b'p' | b'P') {
        return None;
    }
    i += 1;
    let mut exp_negative = false;
    if i < bytes.len() && matches!(bytes[i], b'+' | b'-') {
        exp_negative = bytes[i] == b'-';
        i += 1;
    }
    let exp_start = i;
    let mut e: i64 = 0;
    while i < bytes.len() && bytes[i].is_ascii_digit() {
        // Saturate: anything this large is 0 or infinity anyway.
        e = (e * 10 + (bytes[i] - b'0') as i64).min(1 << 40);
        i += 1;
    }
    if i == exp_start {
        return None;
    }
    if i < bytes.len() && matches!(bytes[i], b'f' | b'F' | b'd' | b'D') {
        i += 1;
    }
    if i != bytes.len() {
        return None;
    }
    exp2 += if exp_negative { -e } else { e };
    Some(HexParts {
        negative,
        mantissa,
        exp2,
        sticky,
    })
}

/// Rounds mantissa · 2^exp2 (plus a sticky remainder) to nearest-even in a
/// binary format with `sig_bits` explicit significand bits and exponent bias
/// `bias`; returns the bit pattern of the magnitude.
fn round_binary(h: &HexParts, sig_bits: u32, bias: i64, exp_bits: u32) -> u64 {
    let m = h.mantissa;
    if m == 0 {
        return 0;
    }
    let nbits = 64 - m.leading_zeros() as i64;
    let msb_exp = h.exp2 + nbits - 1;
    let min_lsb = 1 - bias - sig_bits as i64; // lsb exponent of subnormals
    let lsb_exp = (msb_exp - sig_bits as i64).max(min_lsb);
    let shift = lsb_exp - h.exp2;
    let mut lsb_exp = lsb_exp;
    let mut q: u64;
    if shift <= 0 {
        // Exact: the significand has room for all bits.
        q = m << (-shift);
    } else {
        let (kept, rem_above_half, rem_is_half) = if shift > 64 {
            (0, false, false)
        } else if shift == 64 {
            (0, m > 1 << 63 || (m == 1 << 63 && h.sticky), m == 1 << 63)
        } else {
            let half = 1u64 << (shift - 1);
            let rem = m & ((1u64 << shift) - 1);
            (m >> shift, rem > half, rem == half)
        };
        q = kept;
        let exact_half = rem_is_half && !h.sticky;
        if rem_above_half || (rem_is_half && h.sticky) || (exact_half && q & 1 == 1) {
            q += 1;
        }
        if q == 1u64 << (sig_bits + 1) {
            q >>= 1;
            lsb_exp += 1;
        }
    }
    let max_biased = (1i64 << exp_bits) - 1;
    if q < 1u64 << sig_bits {
        // Subnormal (or zero after rounding).
        return q;
    }
    let biased = lsb_exp + sig_bits as i64 + bias;
    if biased >= max_biased {
        return (max_biased as u64) << sig_bits; // infinity
    }
    ((biased as u64) << sig_bits) | (q - (1u64 << sig_bits))
}

/// `Double.parseDouble(s)`; None where Java throws NumberFormatException.
pub fn parse_java_double(s: &str) -> Option<f64> {
    match scan(s)? {
        Parsed::NaN => Some(f64::NAN),
        Parsed::Infinity(neg) => Some(if neg {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        }),
        Parsed::Decimal(text) => text.parse::<f64>().ok(),
        Parsed::Hex(h) => {
            let v = f64::from_bits(round_binary(&h, 52, 1023, 11));
            Some(if h.negative { -v } else { v })
        }
    }
}

/// `Float.parseFloat(s)`; rounded once, straight from the decimal digits.
pub fn parse_java_float(s: &str) -> Option<f32> {
    match scan(s)? {
        Parsed::NaN => Some(f32::NAN),
        Parsed::Infinity(neg) => Some(if neg {
            f32::NEG_INFINITY
        } else {
            f32::INFINITY
        }),
        Parsed::Decimal(text) => text.parse::<f32>().ok(),
        Parsed::Hex(h) => {
            let v = f32::from_bits(round_binary(&h, 23, 127, 8) as u32);
            Some(if h.negative { -v } else { v })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Every expected string below was printed by OpenJDK 17.0.15
    // (Double.toString, Float.toString, String.format, Double.parseDouble,
    // Float.parseFloat). The same code was also checked against java on
    // millions of random values; these tables keep a representative slice.

    /// `raw bits (hex) Double.toString`
    const DOUBLES: &str = r#"
0 0.0
8000000000000000 -0.0
3ff0000000000000 1.0
bff0000000000000 -1.0
4059000000000000 100.0
3fb999999999999a 0.1
3fc999999999999a 0.2
3fd3333333333333 0.3
3fd3333333333334 0.30000000000000004
3fd5555555555555 0.3333333333333333
3fe5555555555555 0.6666666666666666
3f50624dd2f1a9fc 0.001
3f50624dd2f1a9fb 9.999999999999998E-4
3f50624dd2f1a9fc 0.001
3f50624dd2f1a9fb 9.999999999999998E-4
3f1a36e2eb1c432d 1.0E-4
4132d68700000000 1234567.0
416312cfe0000000 9999999.0
416312cfffffffff 9999999.999999998
416312d000000000 1.0E7
41678c29c0000000 1.2345678E7
44b52d02c7e14af6 9.999999999999999E22
44c52d02c7e14af6 1.9999999999999998E23
447c7e83209e90b2 8.409999999999999E21
1 4.9E-324
2 1.0E-323
10000000000000 2.2250738585072014E-308
fffffffffffff 2.225073858507201E-308
7fefffffffffffff 1.7976931348623157E308
43b0000000000000 1.15292150460684698E18
43d0000000000000 4.6116860184273879E18
43e0000000000000 9.223372036854776E18
43f0000000000000 1.8446744073709552E19
4340000000000001 9.007199254740994E15
43e0000000000000 9.223372036854776E18
437b69b4ba630f35 1.2345678901234568E17
430c6bf526340000 1.0E15
4341c37937e08000 1.0E16
4376345785d8a000 1.0E17
444b1ae4d6e2ef50 1.0E21
4480f0cf064dd592 1.0E22
400921fb54442d18 3.141592653589793
4005bf0a8b145769 2.718281828459045
d4ccb9f5c3f2eb84 -3.141592653589793E100
3ff199999999999a 1.1
3efa36e2eb1c432d 2.5E-5
3ee9e0fcaf9380fc 1.234E-5
43c9a6a24cd18a8e 3.6966862957977999E18
1190000000000000 4.3225817678266135E-224
4386c80000000000 2.05195258022068224E17
49f0000000000000 1.4615016373309029E48
3a10000000000000 5.0487097934144756E-29
7c40000000000000 3.1185004836479997E290
100000000000 8.6916947597938E-311
44dfe185ca57c517 6.02214076E23
3c07a4da290c1653 1.602176634E-19
41b1de784a000000 2.99792458E8
3fe0000000000000 0.5
3fd0000000000000 0.25
3fc0000000000000 0.125
4011666666666666 4.35
402c924924924925 14.285714285714286
7ff8000000000000 NaN
"#;

    /// `raw bits (hex) Float.toString`
    const FLOATS: &str = r#"
0 0.0
80000000 -0.0
3f800000 1.0
3dcccccd 0.1
3e4ccccd 0.2
3e99999a 0.3
3eaaaaab 0.33333334
3a83126f 0.001
4b189680 1.0E7
501502f9 1.0E10
4b800000 1.6777216E7
7f7fffff 3.4028235E38
1 1.4E-45
2 2.8E-45
80 1.794E-43
800000 1.17549435E-38
10800000 5.0487098E-29
d1818743 -6.9540012E10
6b000000 1.54742505E26
5e87b98a 4.8899999E18
4d800000 2.68435456E8
527a8699 2.68999999E11
55077a74 9.3100001E12
ce30ec47 -7.4206867E8
40490fdb 3.1415927
47f12065 123456.79
4b18967f 9999999.0
4c000000 3.3554432E7
38d1b717 1.0E-4
3a83126f 0.001
"#;

    /// `raw bits (hex) conversion precision=String.format("%.{precision}{conversion}")...`; precision -1 is the default (`%f`).
    const FORMATS: &str = r#"
0 f 0=0 1=0.0 2=0.00 3=0.000 5=0.00000 17=0.00000000000000000 -1=0.000000
0 e 0=0e+00 1=0.0e+00 2=0.00e+00 3=0.000e+00 5=0.00000e+00 17=0.00000000000000000e+00 -1=0.000000e+00
0 g 0=0 1=0 2=0.0 3=0.00 5=0.0000 17=0.0000000000000000 -1=0.00000
3fd0000000000000 f 0=0 1=0.3 2=0.25 3=0.250 5=0.25000 17=0.25000000000000000 -1=0.250000
3fd0000000000000 e 0=3e-01 1=2.5e-01 2=2.50e-01 3=2.500e-01 5=2.50000e-01 17=2.50000000000000000e-01 -1=2.500000e-01
3fd0000000000000 g 0=0.3 1=0.3 2=0.25 3=0.250 5=0.25000 17=0.25000000000000000 -1=0.250000
3fc3333333333333 f 0=0 1=0.2 2=0.15 3=0.150 5=0.15000 17=0.15000000000000000 -1=0.150000
3fc3333333333333 e 0=2e-01 1=1.5e-01 2=1.50e-01 3=1.500e-01 5=1.50000e-01 17=1.50000000000000000e-01 -1=1.500000e-01
3fc3333333333333 g 0=0.2 1=0.2 2=0.15 3=0.150 5=0.15000 17=0.15000000000000000 -1=0.150000
3fd6666666666666 f 0=0 1=0.4 2=0.35 3=0.350 5=0.35000 17=0.35000000000000000 -1=0.350000
3fd6666666666666 e 0=4e-01 1=3.5e-01 2=3.50e-01 3=3.500e-01 5=3.50000e-01 17=3.50000000000000000e-01 -1=3.500000e-01
3fd6666666666666 g 0=0.4 1=0.4 2=0.35 3=0.350 5=0.35000 17=0.35000000000000000 -1=0.350000
3ff0147ae147ae14 f 0=1 1=1.0 2=1.01 3=1.005 5=1.00500 17=1.00500000000000000 -1=1.005000
3ff0147ae147ae14 e 0=1e+00 1=1.0e+00 2=1.01e+00 3=1.005e+00 5=1.00500e+00 17=1.00500000000000000e+00 -1=1.005000e+00
3ff0147ae147ae14 g 0=1 1=1 2=1.0 3=1.01 5=1.0050 17=1.0050000000000000 -1=1.00500
4004000000000000 f 0=3 1=2.5 2=2.50 3=2.500 5=2.50000 17=2.50000000000000000 -1=2.500000
4004000000000000 e 0=3e+00 1=2.5e+00 2=2.50e+00 3=2.500e+00 5=2.50000e+00 17=2.50000000000000000e+00 -1=2.500000e+00
4004000000000000 g 0=3 1=3 2=2.5 3=2.50 5=2.5000 17=2.5000000000000000 -1=2.50000
400c000000000000 f 0=4 1=3.5 2=3.50 3=3.500 5=3.50000 17=3.50000000000000000 -1=3.500000
400c000000000000 e 0=4e+00 1=3.5e+00 2=3.50e+00 3=3.500e+00 5=3.50000e+00 17=3.50000000000000000e+00 -1=3.500000e+00
400c000000000000 g 0=4 1=4 2=3.5 3=3.50 5=3.5000 17=3.5000000000000000 -1=3.50000
3fe0000000000000 f 0=1 1=0.5 2=0.50 3=0.500 5=0.50000 17=0.50000000000000000 -1=0.500000
3fe0000000000000 e 0=5e-01 1=5.0e-01 2=5.00e-01 3=5.000e-01 5=5.00000e-01 17=5.00000000000000000e-01 -1=5.000000e-01
3fe0000000000000 g 0=0.5 1=0.5 2=0.50 3=0.500 5=0.50000 17=0.50000000000000000 -1=0.500000
3ff8000000000000 f 0=2 1=1.5 2=1.50 3=1.500 5=1.50000 17=1.50000000000000000 -1=1.500000
3ff8000000000000 e 0=2e+00 1=1.5e+00 2=1.50e+00 3=1.500e+00 5=1.50000e+00 17=1.50000000000000000e+00 -1=1.500000e+00
3ff8000000000000 g 0=2 1=2 2=1.5 3=1.50 5=1.5000 17=1.5000000000000000 -1=1.50000
3fa999999999999a f 0=0 1=0.1 2=0.05 3=0.050 5=0.05000 17=0.05000000000000000 -1=0.050000
3fa999999999999a e 0=5e-02 1=5.0e-02 2=5.00e-02 3=5.000e-02 5=5.00000e-02 17=5.00000000000000000e-02 -1=5.000000e-02
3fa999999999999a g 0=0.05 1=0.05 2=0.050 3=0.0500 5=0.050000 17=0.050000000000000000 -1=0.0500000
3f747ae147ae147b f 0=0 1=0.0 2=0.01 3=0.005 5=0.00500 17=0.00500000000000000 -1=0.005000
3f747ae147ae147b e 0=5e-03 1=5.0e-03 2=5.00e-03 3=5.000e-03 5=5.00000e-03 17=5.00000000000000000e-03 -1=5.000000e-03
3f747ae147ae147b g 0=0.005 1=0.005 2=0.0050 3=0.00500 5=0.0050000 17=0.0050000000000000000 -1=0.00500000
3f741205bc01a36e f 0=0 1=0.0 2=0.00 3=0.005 5=0.00490 17=0.00490000000000000 -1=0.004900
3f741205bc01a36e e 0=5e-03 1=4.9e-03 2=4.90e-03 3=4.900e-03 5=4.90000e-03 17=4.90000000000000000e-03 -1=4.900000e-03
3f741205bc01a36e g 0=0.005 1=0.005 2=0.0049 3=0.00490 5=0.0049000 17=0.0049000000000000000 -1=0.00490000
3fa70a3d70a3d70a f 0=0 1=0.0 2=0.05 3=0.045 5=0.04500 17=0.04500000000000000 -1=0.045000
3fa70a3d70a3d70a e 0=5e-02 1=4.5e-02 2=4.50e-02 3=4.500e-02 5=4.50000e-02 17=4.50000000000000000e-02 -1=4.500000e-02
3fa70a3d70a3d70a g 0=0.05 1=0.05 2=0.045 3=0.0450 5=0.045000 17=0.045000000000000000 -1=0.0450000
4415af1d78b58c40 f 0=100000000000000000000 1=100000000000000000000.0 2=100000000000000000000.00 3=100000000000000000000.000 5=100000000000000000000.00000 17=100000000000000000000.00000000000000000 -1=100000000000000000000.000000
4415af1d78b58c40 e 0=1e+20 1=1.0e+20 2=1.00e+20 3=1.000e+20 5=1.00000e+20 17=1.00000000000000000e+20 -1=1.000000e+20
4415af1d78b58c40 g 0=1e+20 1=1e+20 2=1.0e+20 3=1.00e+20 5=1.0000e+20 17=1.0000000000000000e+20 -1=1.00000e+20
3ee4f8b588e368f1 f 0=0 1=0.0 2=0.00 3=0.000 5=0.00001 17=0.00001000000000000 -1=0.000010
3ee4f8b588e368f1 e 0=1e-05 1=1.0e-05 2=1.00e-05 3=1.000e-05 5=1.00000e-05 17=1.00000000000000000e-05 -1=1.000000e-05
3ee4f8b588e368f1 g 0=1e-05 1=1e-05 2=1.0e-05 3=1.00e-05 5=1.0000e-05 17=1.0000000000000000e-05 -1=1.00000e-05
405edd2f1a9fbe77 f 0=123 1=123.5 2=123.46 3=123.456 5=123.45600 17=123.45600000000000000 -1=123.456000
405edd2f1a9fbe77 e 0=1e+02 1=1.2e+02 2=1.23e+02 3=1.235e+02 5=1.23456e+02 17=1.23456000000000000e+02 -1=1.234560e+02
405edd2f1a9fbe77 g 0=1e+02 1=1e+02 2=1.2e+02 3=123 5=123.46 17=123.45600000000000 -1=123.456
408f3fff2e48e8a7 f 0=1000 1=1000.0 2=1000.00 3=1000.000 5=999.99960 17=999.99960000000000000 -1=999.999600
408f3fff2e48e8a7 e 0=1e+03 1=1.0e+03 2=1.00e+03 3=1.000e+03 5=1.00000e+03 17=9.99999600000000000e+02 -1=9.999996e+02
408f3fff2e48e8a7 g 0=1e+03 1=1e+03 2=1.0e+03 3=1.00e+03 5=1000.0 17=999.99960000000000 -1=1000.00
4023fff2e48e8a72 f 0=10 1=10.0 2=10.00 3=10.000 5=9.99990 17=9.99990000000000000 -1=9.999900
4023fff2e48e8a72 e 0=1e+01 1=1.0e+01 2=1.00e+01 3=1.000e+01 5=9.99990e+00 17=9.99990000000000000e+00 -1=9.999900e+00
4023fff2e48e8a72 g 0=1e+01 1=1e+01 2=10 3=10.0 5=9.9999 17=9.9999000000000000 -1=9.99990
3f202e7ef70994dd f 0=0 1=0.0 2=0.00 3=0.000 5=0.00012 17=0.00012345600000000 -1=0.000123
3f202e7ef70994dd e 0=1e-04 1=1.2e-04 2=1.23e-04 3=1.235e-04 5=1.23456e-04 17=1.23456000000000000e-04 -1=1.234560e-04
3f202e7ef70994dd g 0=0.0001 1=0.0001 2=0.00012 3=0.000123 5=0.00012346 17=0.00012345600000000000 -1=0.000123456
4132d687e4189375 f 0=1234568 1=1234567.9 2=1234567.89 3=1234567.891 5=1234567.89100 17=1234567.89100000000000000 -1=1234567.891000
4132d687e4189375 e 0=1e+06 1=1.2e+06 2=1.23e+06 3=1.235e+06 5=1.23457e+06 17=1.23456789100000000e+06 -1=1.234568e+06
4132d687e4189375 g 0=1e+06 1=1e+06 2=1.2e+06 3=1.23e+06 5=1.2346e+06 17=1234567.8910000000 -1=1.23457e+06
54b249ad2594c37d f 2=10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000.00
54b249ad2594c37d e 0=1e+100 1=1.0e+100 2=1.00e+100 3=1.000e+100 5=1.00000e+100 17=1.00000000000000000e+100 -1=1.000000e+100
54b249ad2594c37d g 0=1e+100 1=1e+100 2=1.0e+100 3=1.00e+100 5=1.0000e+100 17=1.0000000000000000e+100 -1=1.00000e+100
1 f 0=0 1=0.0 2=0.00 3=0.000 5=0.00000 17=0.00000000000000000 -1=0.000000
1 e 0=5e-324 1=4.9e-324 2=4.90e-324 3=4.900e-324 5=4.90000e-324 17=4.90000000000000000e-324 -1=4.900000e-324
1 g 0=5e-324 1=5e-324 2=4.9e-324 3=4.90e-324 5=4.9000e-324 17=4.9000000000000000e-324 -1=4.90000e-324
7fefffffffffffff e 0=2e+308 1=1.8e+308 2=1.80e+308 3=1.798e+308 5=1.79769e+308 17=1.79769313486231570e+308 -1=1.797693e+308
7fefffffffffffff g 0=2e+308 1=2e+308 2=1.8e+308 3=1.80e+308 5=1.7977e+308 17=1.7976931348623157e+308 -1=1.79769e+308
1a56e1fc2f8f359 f 0=0 1=0.0 2=0.00 3=0.000 5=0.00000 17=0.00000000000000000 -1=0.000000
1a56e1fc2f8f359 e 0=1e-300 1=1.0e-300 2=1.00e-300 3=1.000e-300 5=1.00000e-300 17=1.00000000000000000e-300 -1=1.000000e-300
1a56e1fc2f8f359 g 0=1e-300 1=1e-300 2=1.0e-300 3=1.00e-300 5=1.0000e-300 17=1.0000000000000000e-300 -1=1.00000e-300
3fb999999999999a f 0=0 1=0.1 2=0.10 3=0.100 5=0.10000 17=0.10000000000000000 -1=0.100000
3fb999999999999a e 0=1e-01 1=1.0e-01 2=1.00e-01 3=1.000e-01 5=1.00000e-01 17=1.00000000000000000e-01 -1=1.000000e-01
3fb999999999999a g 0=0.1 1=0.1 2=0.10 3=0.100 5=0.10000 17=0.10000000000000000 -1=0.100000
3fd5555555555555 f 0=0 1=0.3 2=0.33 3=0.333 5=0.33333 17=0.33333333333333330 -1=0.333333
3fd5555555555555 e 0=3e-01 1=3.3e-01 2=3.33e-01 3=3.333e-01 5=3.33333e-01 17=3.33333333333333300e-01 -1=3.333333e-01
3fd5555555555555 g 0=0.3 1=0.3 2=0.33 3=0.333 5=0.33333 17=0.33333333333333330 -1=0.333333
3fe5555555555555 f 0=1 1=0.7 2=0.67 3=0.667 5=0.66667 17=0.66666666666666660 -1=0.666667
3fe5555555555555 e 0=7e-01 1=6.7e-01 2=6.67e-01 3=6.667e-01 5=6.66667e-01 17=6.66666666666666600e-01 -1=6.666667e-01
3fe5555555555555 g 0=0.7 1=0.7 2=0.67 3=0.667 5=0.66667 17=0.66666666666666660 -1=0.666667
4059000000000000 f 0=100 1=100.0 2=100.00 3=100.000 5=100.00000 17=100.00000000000000000 -1=100.000000
4059000000000000 e 0=1e+02 1=1.0e+02 2=1.00e+02 3=1.000e+02 5=1.00000e+02 17=1.00000000000000000e+02 -1=1.000000e+02
4059000000000000 g 0=1e+02 1=1e+02 2=1.0e+02 3=100 5=100.00 17=100.00000000000000 -1=100.000
412e848000000000 f 0=1000000 1=1000000.0 2=1000000.00 3=1000000.000 5=1000000.00000 17=1000000.00000000000000000 -1=1000000.000000
412e848000000000 e 0=1e+06 1=1.0e+06 2=1.00e+06 3=1.000e+06 5=1.00000e+06 17=1.00000000000000000e+06 -1=1.000000e+06
412e848000000000 g 0=1e+06 1=1e+06 2=1.0e+06 3=1.00e+06 5=1.0000e+06 17=1000000.0000000000 -1=1.00000e+06
3f1a36e2eb1c432d f 0=0 1=0.0 2=0.00 3=0.000 5=0.00010 17=0.00010000000000000 -1=0.000100
3f1a36e2eb1c432d e 0=1e-04 1=1.0e-04 2=1.00e-04 3=1.000e-04 5=1.00000e-04 17=1.00000000000000000e-04 -1=1.000000e-04
3f1a36e2eb1c432d g 0=0.0001 1=0.0001 2=0.00010 3=0.000100 5=0.00010000 17=0.00010000000000000000 -1=0.000100000
40f869ff33333333 f 0=100000 1=100000.0 2=99999.95 3=99999.950 5=99999.95000 17=99999.95000000000000000 -1=99999.950000
40f869ff33333333 e 0=1e+05 1=1.0e+05 2=1.00e+05 3=1.000e+05 5=1.00000e+05 17=9.99999500000000000e+04 -1=9.999995e+04
40f869ff33333333 g 0=1e+05 1=1e+05 2=1.0e+05 3=1.00e+05 5=1.0000e+05 17=99999.950000000000 -1=100000
3f1a36371ea531a8 f 0=0 1=0.0 2=0.00 3=0.000 5=0.00010 17=0.00009999000000000 -1=0.000100
3f1a36371ea531a8 e 0=1e-04 1=1.0e-04 2=1.00e-04 3=9.999e-05 5=9.99900e-05 17=9.99900000000000000e-05 -1=9.999000e-05
3f1a36371ea531a8 g 0=0.0001 1=0.0001 2=0.00010 3=0.000100 5=9.9990e-05 17=9.9990000000000000e-05 -1=9.99900e-05
3f0a36e2eb1c432d f 0=0 1=0.0 2=0.00 3=0.000 5=0.00005 17=0.00005000000000000 -1=0.000050
3f0a36e2eb1c432d e 0=5e-05 1=5.0e-05 2=5.00e-05 3=5.000e-05 5=5.00000e-05 17=5.00000000000000000e-05 -1=5.000000e-05
3f0a36e2eb1c432d g 0=5e-05 1=5e-05 2=5.0e-05 3=5.00e-05 5=5.0000e-05 17=5.0000000000000000e-05 -1=5.00000e-05
43e56a95319d63e1 f 0=12345678901234567000 1=12345678901234567000.0 2=12345678901234567000.00 3=12345678901234567000.000 5=12345678901234567000.00000 17=12345678901234567000.00000000000000000 -1=12345678901234567000.000000
43e56a95319d63e1 e 0=1e+19 1=1.2e+19 2=1.23e+19 3=1.235e+19 5=1.23457e+19 17=1.23456789012345670e+19 -1=1.234568e+19
43e56a95319d63e1 g 0=1e+19 1=1e+19 2=1.2e+19 3=1.23e+19 5=1.2346e+19 17=1.2345678901234567e+19 -1=1.23457e+19
43b0000000000000 f 0=1152921504606846980 1=1152921504606846980.0 2=1152921504606846980.00 3=1152921504606846980.000 5=1152921504606846980.00000 17=1152921504606846980.00000000000000000 -1=1152921504606846980.000000
43b0000000000000 e 0=1e+18 1=1.2e+18 2=1.15e+18 3=1.153e+18 5=1.15292e+18 17=1.15292150460684698e+18 -1=1.152922e+18
43b0000000000000 g 0=1e+18 1=1e+18 2=1.2e+18 3=1.15e+18 5=1.1529e+18 17=1.1529215046068470e+18 -1=1.15292e+18
3feccccccccccccc f 0=1 1=0.9 2=0.90 3=0.900 5=0.90000 17=0.89999999999999990 -1=0.900000
3feccccccccccccc e 0=9e-01 1=9.0e-01 2=9.00e-01 3=9.000e-01 5=9.00000e-01 17=8.99999999999999900e-01 -1=9.000000e-01
3feccccccccccccc g 0=0.9 1=0.9 2=0.90 3=0.900 5=0.90000 17=0.89999999999999990 -1=0.900000
"#;

    /// `input|Double.parseDouble bits|Float.parseFloat bits`, ERR for NumberFormatException; `\\s`, `\\t`, `\\n` stand for space, tab, newline.
    const PARSES: &str = r#"
\s|ERR|ERR
1|3ff0000000000000|3f800000
-1|bff0000000000000|bf800000
+1|3ff0000000000000|3f800000
1.|3ff0000000000000|3f800000
.5|3fe0000000000000|3f000000
-.5|bfe0000000000000|bf000000
+.5|3fe0000000000000|3f000000
.|ERR|ERR
-|ERR|ERR
+|ERR|ERR
e5|ERR|ERR
1e|ERR|ERR
1e+|ERR|ERR
1e-|ERR|ERR
1e5|40f86a0000000000|47c35000
1E5|40f86a0000000000|47c35000
1e+5|40f86a0000000000|47c35000
1e-5|3ee4f8b588e368f1|3727c5ac
1.e5|40f86a0000000000|47c35000
.e5|ERR|ERR
1.5f|3ff8000000000000|3fc00000
1.5F|3ff8000000000000|3fc00000
1.5d|3ff8000000000000|3fc00000
1.5D|3ff8000000000000|3fc00000
1.5ff|ERR|ERR
1.5\sf|ERR|ERR
\s1.5\s|3ff8000000000000|3fc00000
\t1.5\n|3ff8000000000000|3fc00000
NaN|7ff8000000000000|7fc00000
-NaN|7ff8000000000000|7fc00000
+NaN|7ff8000000000000|7fc00000
NaNd|ERR|ERR
nan|ERR|ERR
Infinity|7ff0000000000000|7f800000
-Infinity|fff0000000000000|ff800000
+Infinity|7ff0000000000000|7f800000
Infinityf|ERR|ERR
infinity|ERR|ERR
inf|ERR|ERR
-inf|ERR|ERR
0x1p1|4000000000000000|40000000
0x1.8p1|4008000000000000|40400000
-0x1.8p1|c008000000000000|c0400000
0X1P-1|3fe0000000000000|3f000000
0x.8p1|3ff0000000000000|3f800000
0x1.p1|4000000000000000|40000000
0x.p1|ERR|ERR
0xp1|ERR|ERR
0x1|ERR|ERR
0x1.8|ERR|ERR
0x1p|ERR|ERR
0x1p+|ERR|ERR
0x1p1f|4000000000000000|40000000
0x1p1d|4000000000000000|40000000
0x1P1D|4000000000000000|40000000
0x1.fffffffffffff8p1023|7ff0000000000000|7f800000
0x1.fffffffffffffp1023|7fefffffffffffff|7f800000
0x1p-1074|1|0
0x1p-1075|0|0
0x1.0000000000001p-1075|1|0
0x0.0000000000001p-1022|1|0
0x1p-149|36a0000000000000|1
0x1p-150|3690000000000000|0
0x1.000002p-150|3690000020000000|1
0x1.fffffep127|47efffffe0000000|7f7fffff
0x1.ffffffp127|47effffff0000000|7f800000
0x1.fffffe8p127|47efffffe8000000|7f7fffff
0x1.0000018p0|3ff0000018000000|3f800001
0x1.0000008p0|3ff0000008000000|3f800000
0x1.00000080000000000000001p0|3ff0000008000000|3f800000
0x1.00000000000008p0|3ff0000000000000|3f800000
0x1.000000000000080000000000001p0|3ff0000000000001|3f800000
0x1.00000000000018p0|3ff0000000000002|3f800000
0x123456789abcdef0123456789p0|45f23456789abcdf|6f91a2b4
0x0000000000000000000001p0|3ff0000000000000|3f800000
0x.000000000000000000000000001p0|3930000000000000|9800000
0x1p99999999999999|7ff0000000000000|7f800000
0x1p-99999999999999|0|0
0x0p0|0|0
-0x0p0|8000000000000000|80000000
0|0|0
-0|8000000000000000|80000000
+0|0|0
0.0|0|0
-0.0|8000000000000000|80000000
00000|0|0
0e999999999999|0|0
1e999999999999|7ff0000000000000|7f800000
1e-999999999999|0|0
-1e-999999999999|8000000000000000|80000000
4.9e-324|1|0
2.4703282292062327e-324|0|0
2.4703282292062328e-324|1|0
1.7976931348623157e308|7fefffffffffffff|7f800000
1.7976931348623158e308|7fefffffffffffff|7f800000
1.7976931348623159e308|7ff0000000000000|7f800000
3.4028235e38|47efffffe54daff8|7f7fffff
3.4028236e38|47effffff514a7bc|7f800000
3.40282356779733661637539395458142568448e38|47effffff0000000|7f800000
1.4e-45|369ff868bf4d956a|1
7.0e-46|368ff868bf4d956a|0
7.1e-46|369036aa2680f22c|1
1_000|ERR|ERR
1,5|ERR|ERR
1e5.5|ERR|ERR
1.5e5e5|ERR|ERR
--1|ERR|ERR
+-1|ERR|ERR
1.5.5|ERR|ERR
0x1.8p1.5|ERR|ERR
1e05|40f86a0000000000|47c35000
1e0005|40f86a0000000000|47c35000
0.1|3fb999999999999a|3dcccccd
0.2|3fc999999999999a|3e4ccccd
0.3|3fd3333333333333|3e99999a
1.1|3ff199999999999a|3f8ccccd
123456789012345678901234567890|45f8ee90ff6c373e|6fc77488
2.2250738585072011e-308|fffffffffffff|0
2.2250738585072012e-308|10000000000000|0
9007199254740993|4340000000000000|5a000000
9007199254740993.0000000000000000001|4340000000000001|5a000000
16777217|4170000010000000|4b800000
16777217.000000000001|4170000010000000|4b800001
1.00000017881393432617187499|3ff0000030000000|3f800001
1.000000178813934326171875|3ff0000030000000|3f800002
1.00000017881393432617187501|3ff0000030000000|3f800002
0x1p1\s|4000000000000000|40000000
\s0x1p1|4000000000000000|40000000
+0x1p1|4000000000000000|40000000
0x+1p1|ERR|ERR
0x1p1.0|ERR|ERR
1e1f\s|4024000000000000|41200000
1e1\sf|ERR|ERR
1d|3ff0000000000000|3f800000
1f|3ff0000000000000|3f800000
f|ERR|ERR
d|ERR|ERR
.f|ERR|ERR
1\s1|ERR|ERR
NaN\s|7ff8000000000000|7fc00000
\sInfinity|7ff0000000000000|7f800000
5.79288662423569988e309|7ff0000000000000|7f800000
1.24135863206786047896862196690e211|6bc2e12659586130|7f800000
0x3fced0p-243|321fe76800000000|0
3.7542103570416625679612389e-111|29020e9b5ba6447e|0
60896816124690455660e-344|0|0
-1843891307474023748675097088881898624e274|fff0000000000000|ff800000
-6.7022957668464439608446174e117|d865433637a37bf0|ff800000
xDF6|ERR|ERR
0x188a64c9704d55559b5bff4d3c132p317|5ac88a64c9704d55|7f800000
6.50089134749403243271e123|59a3ab0f529ceb7c|7f800000
-0x283e.e7f29ab1p-729|93341f73f94d5880|80000000
1.100449793625507278353091002368e+30|462bc77d78000000|715e3bec
5389687332523921026095983037|45b16a3eafbf3b85|6d8b51f5
0x34d926c5e2eebab9ab5p594|69aa6c9362f1775d|7f800000
8.4355646e-4|3f4ba443b43a4fcc|3a5d221e
-773170746023292420439245544517444380352e194|f048e689b945ab80|ff800000
0.042140825651586055755615234375|3fa5937b78000000|3d2c9bdc
fa80e\s|ERR|ERR
6871831256e223|70462199303c0da5|7f800000
-37573.58300781251|c0e258b2a8000001|c712c595
3\sXN+|ERR|ERR
0E-d6d|ERR|ERR
2P.\sap|ERR|ERR
3.136279704e33|46e3542d48d627b8|771aa16a
"#;

    fn rows(table: &str) -> impl Iterator<Item = &str> {
        table.lines().filter(|l| !l.is_empty())
    }

    #[test]
    fn double_to_string_matches_jdk17() {
        for row in rows(DOUBLES) {
            let (bits, want) = row.split_once(' ').unwrap();
            let v = f64::from_bits(u64::from_str_radix(bits, 16).unwrap());
            assert_eq!(double_to_java_string(v), want, "bits {bits}");
        }
        assert_eq!(double_to_java_string(f64::INFINITY), "Infinity");
        assert_eq!(double_to_java_string(f64::NEG_INFINITY), "-Infinity");
    }

    #[test]
    fn float_to_string_matches_jdk17() {
        for row in rows(FLOATS) {
            let (bits, want) = row.split_once(' ').unwrap();
            let v = f32::from_bits(u32::from_str_radix(bits, 16).unwrap());
            assert_eq!(float_to_java_string(v), want, "bits {bits}");
        }
        assert_eq!(float_to_java_string(f32::NAN), "NaN");
        assert_eq!(float_to_java_string(f32::NEG_INFINITY), "-Infinity");
    }

    #[test]
    fn format_matches_jdk17() {
        for row in rows(FORMATS) {
            let mut fields = row.split(' ');
            let bits = fields.next().unwrap();
            let conv = fields.next().unwrap().chars().next().unwrap();
            let v = f64::from_bits(u64::from_str_radix(bits, 16).unwrap());
            for case in fields {
                let (prec, want) = case.split_once('=').unwrap();
                let prec: i32 = prec.parse().unwrap();
                assert_eq!(
                    format_double_abs(v, conv, prec),
                    want,
                    "%.{prec}{conv} of bits {bits}"
                );
            }
        }
    }

    #[test]
    fn format_rounds_half_up_on_shortest_digits() {
        // The examples that motivate the design (checked with java).
        assert_eq!(format_double_abs(0.25, 'f', 1), "0.3");
        assert_eq!(format_double_abs(1.005, 'f', 2), "1.01");
        assert_eq!(format_double_abs(0.15, 'f', 1), "0.2");
        assert_eq!(format_double_abs(2.5, 'f', 0), "3");
        assert_eq!(format_double_abs(1e20, 'f', 2), "100000000000000000000.00");
        assert_eq!(format_double_abs(0.0, 'e', 6), "0.000000e+00");
    }

    #[test]
    fn parse_matches_jdk17() {
        for row in rows(PARSES) {
            let mut fields = row.split('|');
            let input = fields.next().unwrap();
            let want_d = fields.next().unwrap();
            let want_f = fields.next().unwrap();
            let input = input
                .replace("\\s", " ")
                .replace("\\t", "\t")
                .replace("\\n", "\n");
            let got_d = parse_java_double(&input)
                .map_or("ERR".to_string(), |v| format!("{:x}", v.to_bits()));
            let got_f = parse_java_float(&input)
                .map_or("ERR".to_string(), |v| format!("{:x}", v.to_bits()));
            assert_eq!(
                (got_d.as_str(), got_f.as_str()),
                (want_d, want_f),
                "input {input:?}"
            );
        }
    }

    #[test]
    fn parse_edge_cases() {
        assert_eq!(parse_java_double(""), None);
        // Java trims every char <= ' ' (controls too) but not U+00A0.
        assert_eq!(parse_java_double("\u{1}1.5\u{1f}"), Some(1.5));
        assert_eq!(parse_java_double("\u{a0}1"), None);
        assert_eq!(
            parse_java_double("-0").map(|v| v.to_bits()),
            Some((-0.0f64).to_bits())
        );
        assert!(parse_java_double("-NaN").is_some_and(f64::is_nan));
        // A float must not be rounded twice (via double): this decimal is
        // just above a float halfway point but rounds to it as a double.
        assert_eq!(
            parse_java_float("1.00000005960464477550"),
            Some(f32::from_bits(0x3f800001))
        );
    }

    #[test]
    fn to_string_round_trips() {
        for row in rows(DOUBLES) {
            let (bits, text) = row.split_once(' ').unwrap();
            let v = f64::from_bits(u64::from_str_radix(bits, 16).unwrap());
            let back = parse_java_double(text).unwrap();
            assert!(back.to_bits() == v.to_bits() || v.is_nan(), "{text}");
        }
        for row in rows(FLOATS) {
            let (bits, text) = row.split_once(' ').unwrap();
            let v = f32::from_bits(u32::from_str_radix(bits, 16).unwrap());
            assert_eq!(
                parse_java_float(text).map(f32::to_bits),
                Some(v.to_bits()),
                "{text}"
            );
        }
    }
}
