//! java.lang.Math, Double and Float natives.
use super::args::{double, int};
use super::float_text;
use crate::classes::method::NativeFn;
use crate::runtime::strings::rust_string;
use crate::runtime::throw::JResult;
use crate::threads::jthread::JThread;

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
    "java/lang/Math.exp(D)D" => f64::exp,
    "java/lang/Math.log(D)D" => f64::ln,
    "java/lang/Math.log10(D)D" => f64::log10,
    "java/lang/Math.sqrt(D)D" => f64::sqrt,
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

fn number_format(t: &mut JThread, s: u64) -> crate::runtime::throw::Throw {
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
        return Err(t.null_pointer_in_native());
    }
    match float_text::parse_java_double(&rust_string(a[0])) {
        Some(v) => Ok(v.to_bits()),
        None => Err(number_format(t, a[0])),
    }
}

fn parse_float(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    if a[0] == 0 {
        return Err(t.null_pointer_in_native());
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

/// StrictMath's natives; the other StrictMath functions are fdlibm ports in Java (`FdLibm`).
/// sin/cos/tan use our Rust port of fdlibm 5.3 (`super::fdlibm`), not the `libm` crate, whose
/// kernels and argument reduction (FreeBSD's/musl's) can differ from fdlibm's in the last bit.
pub const STRICT: &[(&str, NativeFn)] = unary! {
    "java/lang/StrictMath.sin(D)D" => super::fdlibm::sin,
    "java/lang/StrictMath.cos(D)D" => super::fdlibm::cos,
    "java/lang/StrictMath.tan(D)D" => super::fdlibm::tan,
};

fn strict_pow(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    let (x, y) = (double(a, 0), double(a, 2));
    Ok(java_pow(x, y, libm::pow).to_bits())
}

pub const STRICT2: &[(&str, NativeFn)] = &[("java/lang/StrictMath.pow(DD)D", strict_pow)];
