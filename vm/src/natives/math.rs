//! java.lang.Math, Double and Float natives.
use super::{double, float_text, int, NativeFn};
use crate::runtime::exceptions::JResult;
use crate::runtime::strings::rust_string;
use crate::runtime::thread::JThread;

macro_rules! unary {
    ($($name:literal => $f:expr),* $(,)?) => {
        &[$(($name, {
            fn n(_: &mut JThread, a: &[u64]) -> JResult<u64> {
                #[allow(clippy::redundant_closure_call)]
                Ok(($f)(double(a, 0)).to_bits())
            }
            n as NativeFn
        })),*]
    };
}

pub const UNARY: &[(&str, NativeFn)] = unary! {
    "java/lang/Math.sin(D)D" => f64::sin,
    "java/lang/Math.cos(D)D" => f64::cos,
    "java/lang/Math.tan(D)D" => f64::tan,
    "java/lang/Math.asin(D)D" => f64::asin,
    "java/lang/Math.acos(D)D" => f64::acos,
    "java/lang/Math.atan(D)D" => f64::atan,
    "java/lang/Math.exp(D)D" => f64::exp,
    "java/lang/Math.log(D)D" => f64::ln,
    "java/lang/Math.log10(D)D" => f64::log10,
    "java/lang/Math.sqrt(D)D" => f64::sqrt,
    "java/lang/Math.cbrt(D)D" => f64::cbrt,
    "java/lang/Math.sinh(D)D" => f64::sinh,
    "java/lang/Math.cosh(D)D" => f64::cosh,
    "java/lang/Math.tanh(D)D" => f64::tanh,
    "java/lang/Math.expm1(D)D" => f64::exp_m1,
    "java/lang/Math.log1p(D)D" => f64::ln_1p,
    "java/lang/Math.floor(D)D" => f64::floor,
    "java/lang/Math.ceil(D)D" => f64::ceil,
    // Java's rint rounds half to even.
    "java/lang/Math.rint(D)D" => f64::round_ties_even,
};

/// Java's special cases of `pow` where IEEE (and so Rust and C) differ: `pow(x, NaN)` is NaN even
/// for x == 1, and `pow(±1, ±Infinity)` is NaN.
fn java_pow(x: f64, y: f64, pow: fn(f64, f64) -> f64) -> f64 {
    if y.is_nan() || (x.is_nan() && y != 0.0) || (x.abs() == 1.0 && y.is_infinite()) {
        f64::NAN
    } else {
        pow(x, y)
    }
}

fn pow(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    Ok(java_pow(double(a, 0), double(a, 2), f64::powf).to_bits())
}

fn atan2(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    Ok(double(a, 0).atan2(double(a, 2)).to_bits())
}

fn hypot(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    Ok(double(a, 0).hypot(double(a, 2)).to_bits())
}

fn identity(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    Ok(a[0])
}

fn float_identity(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    Ok(a[0] & 0xffff_ffff)
}

fn double_to_string(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    t.new_string(&float_text::double_to_java_string(double(a, 0)))
}

fn float_to_string(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    t.new_string(&float_text::float_to_java_string(f32::from_bits(
        a[0] as u32,
    )))
}

fn number_format(t: &mut JThread, s: u64) -> crate::runtime::exceptions::Throw {
    let text = rust_string(s);
    let msg = if text.trim().is_empty() {
        "empty String".to_string()
    } else {
        format!("For input string: \"{text}\"")
    };
    t.new_throwable("java/lang/NumberFormatException", Some(&msg))
}

fn parse_double(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    if a[0] == 0 {
        return Err(t.null_pointer());
    }
    match float_text::parse_java_double(&rust_string(a[0])) {
        Some(v) => Ok(v.to_bits()),
        None => Err(number_format(t, a[0])),
    }
}

fn parse_float(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    if a[0] == 0 {
        return Err(t.null_pointer());
    }
    match float_text::parse_java_float(&rust_string(a[0])) {
        Some(v) => Ok(v.to_bits() as u64),
        None => Err(number_format(t, a[0])),
    }
}

fn format_double_abs(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let conv = char::from_u32(a[2] as u32).unwrap_or('f');
    t.new_string(&float_text::format_double_abs(
        double(a, 0),
        conv,
        int(a, 3),
    ))
}

pub const NATIVES: &[(&str, NativeFn)] = &[
    ("java/lang/Math.pow(DD)D", pow),
    ("java/lang/Math.atan2(DD)D", atan2),
    ("java/lang/Math.hypot(DD)D", hypot),
    ("java/lang/Double.doubleToRawLongBits(D)J", identity),
    ("java/lang/Double.longBitsToDouble(J)D", identity),
    ("java/lang/Float.floatToRawIntBits(F)I", float_identity),
    ("java/lang/Float.intBitsToFloat(I)F", float_identity),
    (
        "java/lang/Double.toString(D)Ljava/lang/String;",
        double_to_string,
    ),
    (
        "java/lang/Float.toString(F)Ljava/lang/String;",
        float_to_string,
    ),
    (
        "java/lang/Double.parseDouble(Ljava/lang/String;)D",
        parse_double,
    ),
    (
        "java/lang/Float.parseFloat(Ljava/lang/String;)F",
        parse_float,
    ),
    (
        "java/util/Formatter.formatDoubleAbs(DCI)Ljava/lang/String;",
        format_double_abs,
    ),
];

/// StrictMath: fdlibm's algorithms (the `libm` crate is a port of them), bit-exact as the Java
/// specification demands, unlike Math which may use the host's (often more accurate) libm.
pub const STRICT: &[(&str, NativeFn)] = unary! {
    "java/lang/StrictMath.sin(D)D" => libm::sin,
    "java/lang/StrictMath.cos(D)D" => libm::cos,
    "java/lang/StrictMath.tan(D)D" => libm::tan,
    "java/lang/StrictMath.asin(D)D" => libm::asin,
    "java/lang/StrictMath.acos(D)D" => libm::acos,
    "java/lang/StrictMath.atan(D)D" => libm::atan,
    "java/lang/StrictMath.exp(D)D" => libm::exp,
    "java/lang/StrictMath.log(D)D" => libm::log,
    "java/lang/StrictMath.log10(D)D" => fdlibm_log10,
    "java/lang/StrictMath.cbrt(D)D" => libm::cbrt,
    "java/lang/StrictMath.sinh(D)D" => libm::sinh,
    "java/lang/StrictMath.cosh(D)D" => libm::cosh,
    "java/lang/StrictMath.tanh(D)D" => fdlibm_tanh,
    "java/lang/StrictMath.expm1(D)D" => libm::expm1,
    "java/lang/StrictMath.log1p(D)D" => libm::log1p,
};

fn strict_atan2(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    Ok(libm::atan2(double(a, 0), double(a, 2)).to_bits())
}

fn strict_hypot(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    Ok(libm::hypot(double(a, 0), double(a, 2)).to_bits())
}

fn strict_pow(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    let (x, y) = (double(a, 0), double(a, 2));
    Ok(java_pow(x, y, libm::pow).to_bits())
}

pub const STRICT2: &[(&str, NativeFn)] = &[
    ("java/lang/StrictMath.atan2(DD)D", strict_atan2),
    ("java/lang/StrictMath.hypot(DD)D", strict_hypot),
    ("java/lang/StrictMath.pow(DD)D", strict_pow),
];

/// fdlibm's `__ieee754_log10` (the `libm` crate's log10 is a later FreeBSD rewrite whose last
/// bit differs for some arguments): log10(x) = k*log10(2) + log(m)/ln(10) for x = m*2^k.
fn fdlibm_log10(x: f64) -> f64 {
    // fdlibm's constants, by their bit patterns.
    let two54 = f64::from_bits(0x4350_0000_0000_0000);
    let ivln10 = f64::from_bits(0x3fdb_cb7b_1526_e50e);
    let log10_2hi = f64::from_bits(0x3fd3_4413_509f_6000);
    let log10_2lo = f64::from_bits(0x3d59_fef3_11f1_2b36);
    let mut x = x;
    let bits = x.to_bits();
    let (mut hx, lx) = ((bits >> 32) as i32, bits as u32);
    let mut k: i32 = 0;
    if hx < 0x0010_0000 {
        if ((hx & 0x7fff_ffff) as u32 | lx) == 0 {
            return f64::NEG_INFINITY;
        }
        if hx < 0 {
            return f64::NAN;
        }
        k -= 54;
        x *= two54;
        hx = (x.to_bits() >> 32) as i32;
    }
    if hx >= 0x7ff0_0000 {
        return x + x;
    }
    k += (hx >> 20) - 1023;
    let i = ((k as u32) & 0x8000_0000) >> 31;
    let hx = (hx & 0x000f_ffff) | ((0x3ff - i as i32) << 20);
    let y = (k + i as i32) as f64;
    let x = f64::from_bits(((hx as u32 as u64) << 32) | (x.to_bits() & 0xffff_ffff));
    let z = y * log10_2lo + ivln10 * libm::log(x);
    z + y * log10_2hi
}

/// fdlibm's `tanh` (the `libm` crate's differs in the last bit for some arguments).
fn fdlibm_tanh(x: f64) -> f64 {
    let jx = (x.to_bits() >> 32) as i32;
    let ix = jx & 0x7fff_ffff;
    if ix >= 0x7ff0_0000 {
        return if jx >= 0 {
            1.0 / x + 1.0
        } else {
            1.0 / x - 1.0
        };
    }
    let z = if ix < 0x4036_0000 {
        if ix < 0x3c80_0000 {
            return x * (1.0 + x);
        }
        if ix >= 0x3ff0_0000 {
            let t = libm::expm1(2.0 * x.abs());
            1.0 - 2.0 / (t + 2.0)
        } else {
            let t = libm::expm1(-2.0 * x.abs());
            -t / (t + 2.0)
        }
    } else {
        1.0 - 1.0e-300
    };
    if jx >= 0 {
        z
    } else {
        -z
    }
}
