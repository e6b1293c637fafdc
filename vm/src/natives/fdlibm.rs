//! `sin`, `cos` and `tan` exactly as fdlibm 5.3 computes them, which is what `StrictMath` is
//! specified to return (HotSpot 17 calls the C fdlibm for these three).
//!
//! This is a Rust port of fdlibm's `s_sin.c`, `s_cos.c`, `s_tan.c`, `k_sin.c`, `k_cos.c`,
//! `k_tan.c` (the 2004 revision shipped in 5.3), `e_rem_pio2.c` and `k_rem_pio2.c`. The `libm`
//! crate is not used for these because its kernels and argument reduction follow the later
//! FreeBSD/musl rewrites, which round differently in the last bit for some arguments (e.g.
//! musl's `__cos` lacks fdlibm's `qx` split for |x| >= 0.3). Every floating-point operation
//! below is performed in the same order as in the C source, since reordering changes rounding.
//!
//! The original notice, which its terms require to be preserved:
//!
//! ```text
//! ====================================================
//! Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
//!
//! Developed at SunSoft, a Sun Microsystems, Inc. business.
//! Permission to use, copy, modify, and distribute this
//! software is freely granted, provided that this notice
//! is preserved.
//! ====================================================
//! ```
//!
//! and, for `k_tan.c`:
//!
//! ```text
//! ====================================================
//! Copyright 2004 Sun Microsystems, Inc.  All Rights Reserved.
//!
//! Permission to use, copy, modify, and distribute this
//! software is freely granted, provided that this notice
//! is preserved.
//! ====================================================
//! ```

/// The high 32 bits of `x` (fdlibm's `__HI`), signed as in C.
fn hi(x: f64) -> i32 {
    (x.to_bits() >> 32) as i32
}

/// The low 32 bits of `x` (fdlibm's `__LO`).
fn lo(x: f64) -> u32 {
    x.to_bits() as u32
}

/// The double whose high and low words are `h` and `l`.
fn from_words(h: i32, l: u32) -> f64 {
    f64::from_bits((u64::from(h as u32) << 32) | u64::from(l))
}

/// `x` with its low word cleared (fdlibm's `__LO(x) = 0`), used to split a double into a
/// head whose products with other heads are exact.
fn clear_lo(x: f64) -> f64 {
    f64::from_bits(x.to_bits() & 0xffff_ffff_0000_0000)
}

/// `x * 2^n`, rounded once. Only called with normal results here, where it is exact; the
/// stepping keeps it correct for any `n` anyway (as musl's `scalbn` does).
fn scalbn(x: f64, mut n: i32) -> f64 {
    let p1023 = f64::from_bits(0x7fe0_0000_0000_0000); // 2^1023
    let pm969 = f64::from_bits(0x0360_0000_0000_0000); // 2^-1022 * 2^53
    let mut y = x;
    if n > 1023 {
        y *= p1023;
        n -= 1023;
        if n > 1023 {
            y *= p1023;
            n = (n - 1023).min(1023);
        }
    } else if n < -1022 {
        // Scale down in two steps that stay clear of the subnormal range, so that the final
        // multiplication is the only one that rounds.
        y *= pm969;
        n += 1022 - 53;
        if n < -1022 {
            y *= pm969;
            n = (n + 1022 - 53).max(-1022);
        }
    }
    y * f64::from_bits(((0x3ff + n) as u64) << 52)
}

// ---------------------------------------------------------------------------------------------
// k_sin.c: sin on [-pi/4, pi/4].

const S1: f64 = f64::from_bits(0xBFC5_5555_5555_5549); // -1.66666666666666324348e-01
const S2: f64 = f64::from_bits(0x3F81_1111_1110_F8A6); //  8.33333333332248946124e-03
const S3: f64 = f64::from_bits(0xBF2A_01A0_19C1_61D5); // -1.98412698298579493134e-04
const S4: f64 = f64::from_bits(0x3EC7_1DE3_57B1_FE7D); //  2.75573137070700676789e-06
const S5: f64 = f64::from_bits(0xBE5A_E5E6_8A2B_9CEB); // -2.50507602534068634195e-08
const S6: f64 = f64::from_bits(0x3DE5_D93A_5ACF_D57C); //  1.58969099521155010221e-10

/// `__kernel_sin(x, y, iy)`: sin(x + y) for |x| <~ pi/4, where `y` is the tail of a reduced
/// argument and `iy == 0` says that there is no tail.
///
/// sin(x) ~ x + S1*x^3 + ... + S6*x^13 (Remez error <= 2^-58 relative); with
/// r = x^3*(S2 + x^2*(S3 + ...)), sin(x + y) ~ x + (S1*x^3 + (x^2*(r - y/2) + y)).
fn kernel_sin(x: f64, y: f64, iy: i32) -> f64 {
    let ix = hi(x) & 0x7fff_ffff;
    if ix < 0x3e40_0000 {
        // |x| < 2^-27: sin(x) rounds to x. (C tests `(int)x == 0` to raise inexact, which
        // always holds here.)
        return x;
    }
    let z = x * x;
    let v = z * x;
    let r = S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)));
    if iy == 0 {
        x + v * (S1 + z * r)
    } else {
        x - ((z * (0.5 * y - v * r) - y) - v * S1)
    }
}

// ---------------------------------------------------------------------------------------------
// k_cos.c: cos on [-pi/4, pi/4].

const C1: f64 = f64::from_bits(0x3FA5_5555_5555_554C); //  4.16666666666666019037e-02
const C2: f64 = f64::from_bits(0xBF56_C16C_16C1_5177); // -1.38888888888741095749e-03
const C3: f64 = f64::from_bits(0x3EFA_01A0_19CB_1590); //  2.48015872894767294178e-05
const C4: f64 = f64::from_bits(0xBE92_7E4F_809C_52AD); // -2.75573143513906633035e-07
const C5: f64 = f64::from_bits(0x3E21_EE9E_BDB4_B1C4); //  2.08757232129817482790e-09
const C6: f64 = f64::from_bits(0xBDA8_FAE9_BE88_38D4); // -1.13596475577881948265e-11

/// `__kernel_cos(x, y)`: cos(x + y) for |x| <~ pi/4, `y` being the tail of `x`.
///
/// cos(x) ~ 1 - x^2/2 + C1*x^4 + ... + C6*x^14 (error <= 2^-58); with r = C1*x^4 + ...,
/// cos(x + y) ~ 1 - (x^2/2 - (r - x*y)). For |x| >= 0.3 the subtraction from 1 loses
/// accuracy, so fdlibm subtracts qx (|x|/4 with the low 32 bits cleared, or 0.28125 when
/// |x| > 0.78125) from both terms first: (1 - qx) and (x^2/2 - qx) are exact, and the
/// latter is at least a quarter of x^2/2.
fn kernel_cos(x: f64, y: f64) -> f64 {
    let ix = hi(x) & 0x7fff_ffff;
    if ix < 0x3e40_0000 {
        // |x| < 2^-27: cos(x) rounds to 1 (C's `(int)x == 0` test always holds here).
        return 1.0;
    }
    let z = x * x;
    let r = z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6)))));
    if ix < 0x3FD3_3333 {
        // |x| < 0.3
        1.0 - (0.5 * z - (z * r - x * y))
    } else {
        let qx = if ix > 0x3fe9_0000 {
            // |x| > 0.78125
            0.28125
        } else {
            // |x|/4: subtracting 2 from the exponent, low word cleared.
            from_words(ix - 0x0020_0000, 0)
        };
        let hz = 0.5 * z - qx;
        let a = 1.0 - qx;
        a - (hz - (z * r - x * y))
    }
}

// ---------------------------------------------------------------------------------------------
// k_tan.c (2004): tan on [-pi/4, pi/4].

/// T[0..13]: the coefficients of tan(x) ~ x + T0*x^3 + ... + T12*x^27 on [0, 0.67434]
/// (error <= 2^-59.2).
const T: [f64; 13] = [
    f64::from_bits(0x3FD5_5555_5555_5563), //  3.33333333333334091986e-01
    f64::from_bits(0x3FC1_1111_1110_FE7A), //  1.33333333333201242699e-01
    f64::from_bits(0x3FAB_A1BA_1BB3_41FE), //  5.39682539762260521377e-02
    f64::from_bits(0x3F96_64F4_8406_D637), //  2.18694882948595424599e-02
    f64::from_bits(0x3F82_26E3_E96E_8493), //  8.86323982359930005737e-03
    f64::from_bits(0x3F6D_6D22_C956_0328), //  3.59207910759131235356e-03
    f64::from_bits(0x3F57_DBC8_FEE0_8315), //  1.45620945432529025516e-03
    f64::from_bits(0x3F43_44D8_F2F2_6501), //  5.88041240820264096874e-04
    f64::from_bits(0x3F30_26F7_1A8D_1068), //  2.46463134818469906812e-04
    f64::from_bits(0x3F14_7E88_A037_92A6), //  7.81794442939557092300e-05
    f64::from_bits(0x3F12_B80F_32F0_A7E9), //  7.14072491382608190305e-05
    f64::from_bits(0xBEF3_75CB_DB60_5373), // -1.85586374855275456654e-05
    f64::from_bits(0x3EFB_2A70_74BF_7AD4), //  2.59073051863633712884e-05
];
const PIO4: f64 = f64::from_bits(0x3FE9_21FB_5444_2D18); // 7.85398163397448278999e-01
const PIO4LO: f64 = f64::from_bits(0x3C81_A626_3314_5C07); // 3.06161699786838301793e-17

/// `-1 / w` where `w` = x + r is known as the unevaluated sum of `x` and `r`: computed as
/// t + a*(1 + t*z + t*v) with heads whose low words are cleared, so that t*z is exact and the
/// result is accurate to well under an ulp (plain `-1.0 / w` may be off by 2 ulps).
fn neg_recip(w: f64, x: f64, r: f64) -> f64 {
    let z = clear_lo(w);
    let v = r - (z - x); // z + v = x + r
    let a = -1.0 / w;
    let t = clear_lo(a);
    let s = 1.0 + t * z;
    t + a * (s + t * v)
}

/// `__kernel_tan(x, y, iy)`: tan(x + y) if `iy == 1`, -1/tan(x + y) if `iy == -1`, for
/// |x| <~ pi/4 with `y` the tail of `x`.
///
/// With r = x^5*(T1 + x^2*T2 + ...), tan(x + y) ~ x + (T0*x^3 + (x^2*(r + y) + y)), since
/// tan'(x) = 1 + tan(x)^2 ~ 1 + x^2. On [0.67434, pi/4] it uses y' = pi/4 - x and
/// tan(pi/4 - y') = 1 - 2*(tan(y') - tan(y')^2/(1 + tan(y'))) instead.
fn kernel_tan(mut x: f64, mut y: f64, iy: i32) -> f64 {
    let hx = hi(x);
    let ix = hx & 0x7fff_ffff;
    if ix < 0x3e30_0000 {
        // |x| < 2^-28: tan(x) rounds to x. (C's `(int)x == 0` test, which raises inexact,
        // always holds here.)
        if (ix as u32 | lo(x)) == 0 && iy == -1 {
            // -1/tan(±0): fdlibm returns 1/|x|, i.e. +Inf.
            return 1.0 / x.abs();
        }
        if iy == 1 {
            return x;
        }
        // -1/(x + y), computed carefully as below.
        return neg_recip(x + y, x, y);
    }
    let big = ix >= 0x3FE5_9428; // |x| >= 0.6744
    if big {
        if hx < 0 {
            x = -x;
            y = -y;
        }
        let z = PIO4 - x;
        let w = PIO4LO - y;
        x = z + w;
        y = 0.0;
    }
    let z = x * x;
    let w = z * z;
    // Break x^5*(T1 + x^2*T2 + ...) into x^5*(T1 + x^4*T3 + ... + x^20*T11) +
    // x^5*(x^2*(T2 + x^4*T4 + ... + x^20*T12)): two independent Horner chains.
    let mut r = T[1] + w * (T[3] + w * (T[5] + w * (T[7] + w * (T[9] + w * T[11]))));
    let v = z * (T[2] + w * (T[4] + w * (T[6] + w * (T[8] + w * (T[10] + w * T[12])))));
    let s = z * x;
    r = y + z * (s * (r + v) + y);
    r += T[0] * s;
    let w = x + r;
    if big {
        let v = f64::from(iy);
        // The sign of the original x: (1 - ((hx >> 30) & 2)) is 1 or -1.
        return f64::from(1 - ((hx >> 30) & 2)) * (v - 2.0 * (x - (w * w / (w + v) - r)));
    }
    if iy == 1 {
        w
    } else {
        neg_recip(w, x, r)
    }
}

// ---------------------------------------------------------------------------------------------
// e_rem_pio2.c: x rem pi/2.

/// 396 hex digits (476 decimal) of 2/pi, 24 bits per element.
const TWO_OVER_PI: [i32; 66] = [
    0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62, 0x95993C, 0x439041, 0xFE5163,
    0xABDEBB, 0xC561B7, 0x246E3A, 0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129,
    0xA73EE8, 0x8235F5, 0x2EBB44, 0x84E99C, 0x7026B4, 0x5F7E41, 0x3991D6, 0x398353, 0x39F49C,
    0x845F8B, 0xBDF928, 0x3B1FF8, 0x97FFDE, 0x05980F, 0xEF2F11, 0x8B5A0A, 0x6D1F6D, 0x367ECF,
    0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5, 0xF17B3D, 0x0739F7, 0x8A5292,
    0xEA6BFB, 0x5FB11F, 0x8D5D08, 0x560330, 0x46FC7B, 0x6BABF0, 0xCFBC20, 0x9AF436, 0x1DA9E3,
    0x91615E, 0xE61B08, 0x659985, 0x5F14A0, 0x68408D, 0xFFD880, 0x4D7327, 0x310606, 0x1556CA,
    0x73A8C9, 0x60E27B, 0xC08C6B,
];

/// High words of n*pi/2 for n = 1..=32: an argument with one of these high words may be
/// close to a multiple of pi/2, so the quick one-step reduction is not trusted for it.
const NPIO2_HW: [i32; 32] = [
    0x3FF921FB, 0x400921FB, 0x4012D97C, 0x401921FB, 0x401F6A7A, 0x4022D97C, 0x4025FDBB, 0x402921FB,
    0x402C463A, 0x402F6A7A, 0x4031475C, 0x4032D97C, 0x40346B9C, 0x4035FDBB, 0x40378FDB, 0x403921FB,
    0x403AB41B, 0x403C463A, 0x403DD85A, 0x403F6A7A, 0x40407E4C, 0x4041475C, 0x4042106C, 0x4042D97C,
    0x4043A28C, 0x40446B9C, 0x404534AC, 0x4045FDBB, 0x4046C6CB, 0x40478FDB, 0x404858EB, 0x404921FB,
];

const INVPIO2: f64 = f64::from_bits(0x3FE4_5F30_6DC9_C883); // 53 bits of 2/pi
const PIO2_1: f64 = f64::from_bits(0x3FF9_21FB_5440_0000); // first 33 bits of pi/2
const PIO2_1T: f64 = f64::from_bits(0x3DD0_B461_1A62_6331); // pi/2 - PIO2_1
const PIO2_2: f64 = f64::from_bits(0x3DD0_B461_1A60_0000); // second 33 bits of pi/2
const PIO2_2T: f64 = f64::from_bits(0x3BA3_198A_2E03_7073); // pi/2 - (PIO2_1 + PIO2_2)
const PIO2_3: f64 = f64::from_bits(0x3BA3_198A_2E00_0000); // third 33 bits of pi/2
const PIO2_3T: f64 = f64::from_bits(0x397B_839A_2520_49C1); // pi/2 - (PIO2_1+PIO2_2+PIO2_3)
const TWO24: f64 = 16777216.0; // 2^24

/// `__ieee754_rem_pio2(x, y)`: returns n and y0 + y1 = x - n*pi/2 with |y0 + y1| <~ pi/4.
/// Only called for finite |x| > pi/4.
fn rem_pio2(x: f64) -> (i32, f64, f64) {
    let hx = hi(x);
    let ix = hx & 0x7fff_ffff;
    if ix <= 0x3fe9_21fb {
        // |x| ~<= pi/4: no reduction needed.
        return (0, x, 0.0);
    }
    if ix < 0x4002_d97c {
        // |x| < 3pi/4: n = ±1.
        return if hx > 0 {
            let mut z = x - PIO2_1;
            let (y0, y1);
            if ix != 0x3ff9_21fb {
                // 33 + 53 bits of pi/2 are enough.
                y0 = z - PIO2_1T;
                y1 = (z - y0) - PIO2_1T;
            } else {
                // Near pi/2: cancellation, use 33 + 33 + 53 bits.
                z -= PIO2_2;
                y0 = z - PIO2_2T;
                y1 = (z - y0) - PIO2_2T;
            }
            (1, y0, y1)
        } else {
            let mut z = x + PIO2_1;
            let (y0, y1);
            if ix != 0x3ff9_21fb {
                y0 = z + PIO2_1T;
                y1 = (z - y0) + PIO2_1T;
            } else {
                z += PIO2_2;
                y0 = z + PIO2_2T;
                y1 = (z - y0) + PIO2_2T;
            }
            (-1, y0, y1)
        };
    }
    if ix <= 0x4139_21fb {
        // |x| ~<= 2^19*(pi/2): medium size, Cody-Waite with up to three pieces of pi/2.
        let mut t = x.abs();
        let n = (t * INVPIO2 + 0.5) as i32;
        let fn_ = f64::from(n);
        let mut r = t - fn_ * PIO2_1;
        let mut w = fn_ * PIO2_1T; // 1st round, good to 85 bits
        let mut y0;
        if n < 32 && ix != NPIO2_HW[n as usize - 1] {
            // Quick check: no cancellation possible.
            y0 = r - w;
        } else {
            // The number of bits lost to cancellation is the exponent drop from x to y0.
            let j = ix >> 20;
            y0 = r - w;
            let i = j - ((hi(y0) >> 20) & 0x7ff);
            if i > 16 {
                // 2nd iteration, good to 118 bits.
                t = r;
                w = fn_ * PIO2_2;
                r = t - w;
                w = fn_ * PIO2_2T - ((t - r) - w);
                y0 = r - w;
                let i = j - ((hi(y0) >> 20) & 0x7ff);
                if i > 49 {
                    // 3rd iteration, 151 bits: covers all possible cases.
                    t = r;
                    w = fn_ * PIO2_3;
                    r = t - w;
                    w = fn_ * PIO2_3T - ((t - r) - w);
                    y0 = r - w;
                }
            }
        }
        let y1 = (r - y0) - w;
        return if hx < 0 { (-n, -y0, -y1) } else { (n, y0, y1) };
    }
    // All other (large) arguments. (Inf and NaN never get here: the callers handle them, and
    // fdlibm would return x - x for them.)
    // Split |x| into three 24-bit pieces tx[i] with |x| = sum tx[i]*2^(e0 - 24*i), where
    // e0 = ilogb(x) - 23.
    let e0 = (ix >> 20) - 1046;
    let mut z = from_words(ix - (e0 << 20), lo(x));
    let mut tx = [0.0; 3];
    for t in tx.iter_mut().take(2) {
        *t = f64::from(z as i32);
        z = (z - *t) * TWO24;
    }
    tx[2] = z;
    let mut nx = 3;
    while tx[nx - 1] == 0.0 {
        // Skip zero terms.
        nx -= 1;
    }
    let (n, y0, y1) = kernel_rem_pio2(&tx[..nx], e0);
    if hx < 0 {
        (-n, -y0, -y1)
    } else {
        (n, y0, y1)
    }
}

// ---------------------------------------------------------------------------------------------
// k_rem_pio2.c: Payne-Hanek reduction for large arguments.

/// pi/2 cut into 24-bit pieces (as doubles with the low 29 bits clear).
const PIO2: [f64; 8] = [
    f64::from_bits(0x3FF9_21FB_4000_0000), // 1.57079625129699707031e+00
    f64::from_bits(0x3E74_442D_0000_0000), // 7.54978941586159635335e-08
    f64::from_bits(0x3CF8_4698_8000_0000), // 5.39030252995776476554e-15
    f64::from_bits(0x3B78_CC51_6000_0000), // 3.28200341580791294123e-22
    f64::from_bits(0x39F0_1B83_8000_0000), // 1.27065575308067607349e-29
    f64::from_bits(0x387A_2520_4000_0000), // 1.22933308981111328932e-36
    f64::from_bits(0x36E3_8222_8000_0000), // 2.73370053816464559624e-44
    f64::from_bits(0x3569_F31D_0000_0000), // 2.16741683877804819444e-51
];
const TWON24: f64 = f64::from_bits(0x3E70_0000_0000_0000); // 2^-24

/// `__kernel_rem_pio2(x, y, e0, nx, prec = 2, two_over_pi)`: returns the last three bits of
/// n and y0 + y1 = X - n*pi/2 with |y0 + y1| < pi/2, where X = sum x[i]*2^(e0 - 24*i) > 0
/// is given as up to three 24-bit pieces.
///
/// It multiplies X by only the part of 2/pi that matters modulo 8 (skipping the leading bits
/// whose product is a multiple of 8), in 24-bit chunks, adding more chunks of 2/pi when the
/// fraction cancels. The integer-chunk arithmetic is done in doubles exactly as in C.
///
/// Locals, as in fdlibm: jk + 1 is the initial number of terms of 2/pi used (prec 2 gives
/// jk = 4), jz the number of terms in use, jx = nx - 1, jv the index of the first useful
/// 2/pi chunk, q[] the 24-bit chunks of the product with q0 the exponent of q[0], iq[] the
/// same as integers (reversed), f[] the 2/pi chunks as doubles, fq[] the product with pi/2,
/// and ih > 0 when the fraction is >= 0.5 (then 1 - fraction is used and the sign flips).
fn kernel_rem_pio2(x: &[f64], e0: i32) -> (i32, f64, f64) {
    // All indices stay signed, as in C, because the loops run down to (and test) -1.
    let ipio2 = |i: i32| f64::from(TWO_OVER_PI[i as usize]);
    let jk: i32 = 4; // init_jk[prec] for prec = 2
    let jp = jk;
    let nx = x.len() as i32;
    let mut iq = [0i32; 20];
    let mut f = [0.0f64; 20];
    let mut q = [0.0f64; 20];
    let mut fq = [0.0f64; 20];

    // Determine jx, jv, q0 (note that q0 < 3).
    let jx = nx - 1;
    let jv = ((e0 - 3) / 24).max(0);
    let mut q0 = e0 - 24 * (jv + 1);

    // Set up f[0] to f[jx + jk] where f[jx + jk] = ipio2[jv + jk].
    for (j, fi) in (jv - jx..).zip(f.iter_mut().take((jx + jk + 1) as usize)) {
        *fi = if j < 0 { 0.0 } else { ipio2(j) };
    }

    // q[i] = sum over j of x[j]*f[jx + i - j], accumulated from j = 0 as in C.
    let product = |f: &[f64; 20], i: i32| {
        let mut fw = 0.0;
        for j in 0..=jx {
            fw += x[j as usize] * f[(jx + i - j) as usize];
        }
        fw
    };
    for i in 0..=jk {
        q[i as usize] = product(&f, i);
    }

    let mut jz = jk;
    let (mut n, mut z, mut ih);
    loop {
        // Distill q[] into iq[] reversingly.
        let mut i = 0;
        let mut j = jz;
        z = q[jz as usize];
        while j > 0 {
            let fw = f64::from((TWON24 * z) as i32);
            iq[i] = (z - TWO24 * fw) as i32;
            z = q[j as usize - 1] + fw;
            i += 1;
            j -= 1;
        }

        // Compute n.
        z = scalbn(z, q0); // actual value of z
        z -= 8.0 * (z * 0.125).floor(); // trim off integer >= 8
        n = z as i32;
        z -= f64::from(n);
        ih = 0;
        let top = (jz - 1) as usize;
        if q0 > 0 {
            // Need iq[jz - 1] to determine n.
            let i = iq[top] >> (24 - q0);
            n += i;
            iq[top] -= i << (24 - q0);
            ih = iq[top] >> (23 - q0);
        } else if q0 == 0 {
            ih = iq[top] >> 23;
        } else if z >= 0.5 {
            ih = 2;
        }

        if ih > 0 {
            // q > 0.5: use 1 - q.
            n += 1;
            let mut carry = 0;
            for v in iq.iter_mut().take(jz as usize) {
                let j = *v;
                if carry == 0 {
                    if j != 0 {
                        carry = 1;
                        *v = 0x100_0000 - j;
                    }
                } else {
                    *v = 0xff_ffff - j;
                }
            }
            if q0 > 0 {
                // Rare case: chance is 1 in 12.
                match q0 {
                    1 => iq[top] &= 0x7f_ffff,
                    2 => iq[top] &= 0x3f_ffff,
                    _ => {}
                }
            }
            if ih == 2 {
                z = 1.0 - z;
                if carry != 0 {
                    z -= scalbn(1.0, q0);
                }
            }
        }

        // Check if recomputation is needed: the fraction so far is zero, so more terms of
        // 2/pi are needed to see its leading bits.
        if z == 0.0 {
            let mut j = 0;
            let mut i = jz - 1;
            while i >= jk {
                j |= iq[i as usize];
                i -= 1;
            }
            if j == 0 {
                // k = the number of terms needed.
                let mut k = 1;
                while iq[(jk - k) as usize] == 0 {
                    k += 1;
                }
                // Add q[jz + 1] to q[jz + k].
                for i in jz + 1..=jz + k {
                    f[(jx + i) as usize] = ipio2(jv + i);
                    q[i as usize] = product(&f, i);
                }
                jz += k;
                continue;
            }
        }
        break;
    }

    // Chop off zero terms.
    if z == 0.0 {
        jz -= 1;
        q0 -= 24;
        while iq[jz as usize] == 0 {
            jz -= 1;
            q0 -= 24;
        }
    } else {
        // Break z into 24-bit pieces if necessary.
        z = scalbn(z, -q0);
        if z >= TWO24 {
            let fw = f64::from((TWON24 * z) as i32);
            iq[jz as usize] = (z - TWO24 * fw) as i32;
            jz += 1;
            q0 += 24;
            iq[jz as usize] = fw as i32;
        } else {
            iq[jz as usize] = z as i32;
        }
    }

    // Convert the integer chunks to floating-point values.
    let mut fw = scalbn(1.0, q0);
    for i in (0..=jz as usize).rev() {
        q[i] = fw * f64::from(iq[i]);
        fw *= TWON24;
    }

    // fq[jz - i] = sum of PIO2[k]*q[i + k] for k <= jp, k <= jz - i.
    for i in (0..=jz).rev() {
        let mut fw = 0.0;
        let mut k = 0;
        while k <= jp && k <= jz - i {
            fw += PIO2[k as usize] * q[(i + k) as usize];
            k += 1;
        }
        fq[(jz - i) as usize] = fw;
    }

    // Compress fq[] into y0 + y1 (the prec 1 and 2 case).
    let jz = jz as usize;
    let mut fw = 0.0;
    for v in fq[..=jz].iter().rev() {
        fw += *v;
    }
    let y0 = if ih == 0 { fw } else { -fw };
    fw = fq[0] - fw;
    for v in &fq[1..=jz] {
        fw += *v;
    }
    let y1 = if ih == 0 { fw } else { -fw };
    (n & 7, y0, y1)
}

// ---------------------------------------------------------------------------------------------
// s_sin.c, s_cos.c, s_tan.c.
//
// With x reduced to y0 + y1 = x - n*pi/2, and S, C, T the kernels on [-pi/4, pi/4]:
//
//     n mod 4    sin(x)   cos(x)   tan(x)
//        0         S        C        T
//        1         C       -S      -1/T
//        2        -S       -C        T
//        3        -C        S      -1/T

/// fdlibm's result `x - x` for an infinite or NaN `x`: a NaN input comes back (quieted) and
/// an infinity gives the hardware's default NaN, as in the C code.
#[allow(clippy::eq_op)] // the subtraction is the point: it makes the same NaN as fdlibm's
fn inf_or_nan(x: f64) -> f64 {
    x - x
}

/// fdlibm's `sin`.
pub fn sin(x: f64) -> f64 {
    let ix = hi(x) & 0x7fff_ffff;
    if ix <= 0x3fe9_21fb {
        // |x| ~< pi/4
        kernel_sin(x, 0.0, 0)
    } else if ix >= 0x7ff0_0000 {
        // sin(Inf or NaN) is NaN.
        inf_or_nan(x)
    } else {
        let (n, y0, y1) = rem_pio2(x);
        match n & 3 {
            0 => kernel_sin(y0, y1, 1),
            1 => kernel_cos(y0, y1),
            2 => -kernel_sin(y0, y1, 1),
            _ => -kernel_cos(y0, y1),
        }
    }
}

/// fdlibm's `cos`.
pub fn cos(x: f64) -> f64 {
    let ix = hi(x) & 0x7fff_ffff;
    if ix <= 0x3fe9_21fb {
        kernel_cos(x, 0.0)
    } else if ix >= 0x7ff0_0000 {
        inf_or_nan(x)
    } else {
        let (n, y0, y1) = rem_pio2(x);
        match n & 3 {
            0 => kernel_cos(y0, y1),
            1 => -kernel_sin(y0, y1, 1),
            2 => -kernel_cos(y0, y1),
            _ => kernel_sin(y0, y1, 1),
        }
    }
}

/// fdlibm's `tan`.
pub fn tan(x: f64) -> f64 {
    let ix = hi(x) & 0x7fff_ffff;
    if ix <= 0x3fe9_21fb {
        kernel_tan(x, 0.0, 1)
    } else if ix >= 0x7ff0_0000 {
        inf_or_nan(x)
    } else {
        let (n, y0, y1) = rem_pio2(x);
        // 1 for even n, -1 for odd n.
        kernel_tan(y0, y1, 1 - ((n & 1) << 1))
    }
}

#[cfg(test)]
mod tests {
    use super::{cos, sin, tan};

    /// (x, sin(x), cos(x), tan(x)) as bits, printed by HotSpot 17's `StrictMath` with
    /// `Double.doubleToRawLongBits`. Together the rows take every branch of the port except
    /// `kernel_tan`'s -1/tan(±0), which no reduced argument reaches.
    const CASES: &[(u64, u64, u64, u64)] = &[
        (
            0x7ff8000000000000,
            0x7ff8000000000000,
            0x7ff8000000000000,
            0x7ff8000000000000,
        ), // NaN
        (
            0x7ff0000000000000,
            0xfff8000000000000,
            0xfff8000000000000,
            0xfff8000000000000,
        ), // +Inf: Inf - Inf
        (
            0xfff0000000000000,
            0xfff8000000000000,
            0xfff8000000000000,
            0xfff8000000000000,
        ), // -Inf
        (
            0x0000000000000000,
            0x0000000000000000,
            0x3ff0000000000000,
            0x0000000000000000,
        ), // +0
        (
            0x8000000000000000,
            0x8000000000000000,
            0x3ff0000000000000,
            0x8000000000000000,
        ), // -0
        (
            0x0000000000000001,
            0x0000000000000001,
            0x3ff0000000000000,
            0x0000000000000001,
        ), // MIN_VALUE (subnormal)
        (
            0x3e2fffffffffffff,
            0x3e2fffffffffffff,
            0x3ff0000000000000,
            0x3e2fffffffffffff,
        ), // just below 2^-28: every kernel returns x or 1
        (
            0x3e30000000000000,
            0x3e30000000000000,
            0x3ff0000000000000,
            0x3e30000000000000,
        ), // 2^-28: tan polynomial, sin/cos still tiny
        (
            0xbe3fffffffffffff,
            0xbe3fffffffffffff,
            0x3ff0000000000000,
            0xbe3fffffffffffff,
        ), // just below -2^-27
        (
            0x3e40000000000000,
            0x3e40000000000000,
            0x3ff0000000000000,
            0x3e40000000000000,
        ), // 2^-27: sin/cos polynomials
        (
            0x3fd0000000000000,
            0x3fcfaaeed4f31577,
            0x3fef01549f7deea1,
            0x3fd05785a43c4c56,
        ), // 0.25: cos |x| < 0.3
        (
            0x3fd3333333333333,
            0x3fd2e9cd95baba33,
            0x3fee921dd42f09ba,
            0x3fd3cc2a44e29998,
        ), // 0.3: cos qx = x/4
        (
            0x3fe59427ffffffff,
            0x3fe3fae8600608f6,
            0x3fe8fef3a3aa8b7f,
            0x3fe99427887a14d4,
        ), // just below 0.6744: tan polynomial
        (
            0x3fe5942800000000,
            0x3fe3fae8600608f7,
            0x3fe8fef3a3aa8b7e,
            0x3fe99427887a14d6,
        ), // 0.6744: tan via pi/4 - x
        (
            0xbfe9000000000000,
            0xbfe6888a4e134b2f,
            0x3fe6b898fa9efb5d,
            0xbfefbc511df5917f,
        ), // -0.78125: cos qx = x/4, tan pi/4 - x of negative x
        (
            0x3fe9000100000000,
            0x3fe6888b03d81032,
            0x3fe6b898465aa615,
            0x3fefbc5319bf2c5c,
        ), // just above 0.78125: cos qx = 0.28125
        (
            0x3fe921fb54442d18,
            0x3fe6a09e667f3bcc,
            0x3fe6a09e667f3bcd,
            0x3fefffffffffffff,
        ), // pi/4: no reduction
        (
            0xbfe921fb54442d18,
            0xbfe6a09e667f3bcc,
            0x3fe6a09e667f3bcd,
            0xbfefffffffffffff,
        ), // -pi/4
        (
            0x3fe921fc00000000,
            0x3fe6a09edfee58ba,
            0x3fe6a09ded101c54,
            0x3ff00000abbbd681,
        ), // just above pi/4: reduction n = 1
        (
            0x3fea046658eac718,
            0x3fe73e7cdb479e2e,
            0x3fe5fe5334d04fa9,
            0x3ff0e8ea34b8d34c,
        ), // 0.8130370842611425 (the libm crate differs here)
        (
            0xbfea046658eac718,
            0xbfe73e7cdb479e2e,
            0x3fe5fe5334d04fa9,
            0xbff0e8ea34b8d34c,
        ), // -0.8130370842611425: n = -1
        (
            0x3ff0000000000000,
            0x3feaed548f090cee,
            0x3fe14a280fb5068c,
            0x3ff8eb245cbee3a6,
        ), // 1.0
        (
            0x3ff921f900000000,
            0x3fefffffffffa933,
            0x3ec2a22168c223ec,
            0x411b7a479800aa07,
        ), // n = 1, reduced arg ~ -2e-6
        (
            0x3ff921fb54442d18,
            0x3ff0000000000000,
            0x3c91a62633145c07,
            0x434d02967c31cdb5,
        ), // pi/2: 33+33+53-bit pi/2, tan tiny -1/x
        (
            0xbff921fb54442d18,
            0xbff0000000000000,
            0x3c91a62633145c07,
            0xc34d02967c31cdb5,
        ), // -pi/2
        (
            0x3ff921fb00000000,
            0x3feffffffffffe44,
            0x3e95110b4611a5c5,
            0x41484dcc5aa18c0a,
        ), // high word of pi/2, n = 1
        (
            0xbff921fb00000001,
            0xbfeffffffffffe44,
            0x3e95110b45d1a5c5,
            0xc1484dcc5aeb61c9,
        ), // high word of -pi/2, n = -1
        (
            0x4002d97c00000000,
            0x3fe6a09fce45a2d6,
            0xbfe6a09cfeb8be6a,
            0xbff00001fccca6e3,
        ), // 3pi/4 high word: medium, quick path
        (
            0x4002d97c7f3321d2,
            0x3fe6a09e667f3bcd,
            0xbfe6a09e667f3bcc,
            0xbff0000000000001,
        ), // 3pi/4
        (
            0xc002d97c7f3321d2,
            0xbfe6a09e667f3bcd,
            0xbfe6a09e667f3bcc,
            0x3ff0000000000001,
        ), // -3pi/4
        (
            0x400921fb54442d18,
            0x3ca1a62633145c07,
            0xbff0000000000000,
            0xbca1a62633145c07,
        ), // pi: medium, 3 rounds
        (
            0xc00921fb54442d18,
            0xbca1a62633145c07,
            0xbff0000000000000,
            0x3ca1a62633145c07,
        ), // -pi
        (
            0x4059000000000000,
            0xbfe03425b78c4db8,
            0x3feb981dbf665fdf,
            0xbfe2ca74d62b5d38,
        ), // 100: medium, n >= 32, 1 round
        (
            0xc08f440000000000,
            0xbfefd948c50a7a0d,
            0x3fb8dbff75eb664f,
            0xc0247f9f1c1f4871,
        ), // -1000.5: medium
        (
            0x413921f900000000,
            0xbfe73b0dc040823e,
            0xbfe601f3bbf1a046,
            0x3ff0e3a1a1e5e46e,
        ), // medium, 2 rounds
        (
            0x413921fb54442d18,
            0xbdd1a62633145c07,
            0x3ff0000000000000,
            0xbdd1a62633145c07,
        ), // 2^19*pi/2: medium, 3 rounds
        (
            0x413921fc00000000,
            0x3fe3e479a61836eb,
            0x3fe910d18d26c0d4,
            0x3fe9654894d5652a,
        ), // large: nx = 1, z >= 2^24 split
        (
            0xc13921fc00000000,
            0xbfe3e479a61836eb,
            0x3fe910d18d26c0d4,
            0xbfe9654894d5652a,
        ), // large negative, nx = 1
        (
            0x413921fd00000000,
            0x3fefd70aefc5dbb2,
            0xbfb9912f9d692722,
            0xc023ecf36012181b,
        ), // large: nx = 1
        (
            0x413921fcab023200,
            0x3fef2499bac4cc72,
            0x3fcd6cdde8be8152,
            0x4010ef1afb66e463,
        ), // large: nx = 2
        (
            0x413921fc00000001,
            0x3fe3e479a63147bc,
            0x3fe910d18d12dc5b,
            0x3fe9654895098cac,
        ), // large: nx = 3
        (
            0x4480f0cf064dd592,
            0xbfeb453ab76bf397,
            0x3fe0be2cef01c8f4,
            0xbffa0f79c1b6b258,
        ), // 1e22: q0 > 0, recompute
        (
            0xc480f0cf064dd592,
            0x3feb453ab76bf397,
            0x3fe0be2cef01c8f4,
            0x3ffa0f79c1b6b258,
        ), // -1e22
        (
            0x72fcd8c953b7d17e,
            0xbfe38fbc14ebc094,
            0x3fe9532acf148c28,
            0xbfe8b7ac4e0e41eb,
        ), // q0 = 1: mask 0x7fffff
        (
            0x6e7d3f8b03350bb5,
            0xbfeba584a58bdbcc,
            0xbfe01d3d4efe4ed7,
            0x3ffb735a626a3cea,
        ), // q0 = 1: mask 0x7fffff
        (
            0x7d815c77437760bb,
            0x3fe41ac4878e4fa4,
            0xbfe8e55ab9f7f4d1,
            0xbfe9d767b1f9f883,
        ), // q0 = 2: mask 0x3fffff
        (
            0x598bf9e35e30ec53,
            0x3feed899543316dd,
            0x3fd1081636adb7bb,
            0x400cfa4f0167d98c,
        ), // q0 = 2: mask 0x3fffff
        (
            0x6ce65288f1df7a25,
            0x3fed34b97c19f502,
            0xbfda2781d4b41fb7,
            0xc001dde998a0a9b2,
        ), // q0 = 0
        (
            0x60e1afc94190533f,
            0x3febfc46a38cf9ed,
            0xbfdf09511310f4c0,
            0xbffcdab5b33f782e,
        ), // q0 = 0
        (
            0x7e37e43c8800759c,
            0xbfea2c16b010e385,
            0xbfe2699022adc4c1,
            0x3ff6be411f37ac77,
        ), // 1e300: ih = 2 with carry
        (
            0xfe37e43c8800759c,
            0x3fea2c16b010e385,
            0xbfe2699022adc4c1,
            0xbff6be411f37ac77,
        ), // -1e300
        (
            0x7fefffffffffffff,
            0x3f7452fc98b34e97,
            0xbfefffe62ecfab75,
            0xbf74530cfe729484,
        ), // MAX_VALUE: recompute then chop
        (
            0xffefffffffffffff,
            0xbf7452fc98b34e97,
            0xbfefffe62ecfab75,
            0x3f74530cfe729484,
        ), // -MAX_VALUE
        (
            0x7506ac5b262ca1ff,
            0x3ff0000000000000,
            0xbc214ae72e6ba22f,
            0xc3bd9ba9a7975636,
        ), // 6381956970095103*2^797: closest to a multiple of pi/2, recompute k = 2
        (
            0xf506ac5b262ca1ff,
            0xbff0000000000000,
            0xbc214ae72e6ba22f,
            0x43bd9ba9a7975636,
        ), // its negation
        (
            0x4aa2f8b0c5e6d4a3,
            0xbfd18233f9dc38c6,
            0x3feec77ce07c886b,
            0xbfd233f94f5364eb,
        ), // large random
        (
            0x5c4f2d8a13b9e071,
            0x3fed869b4e8e9ee2,
            0x3fd8ad10c6fa0d27,
            0x40032504a6204a9e,
        ), // large random
        (
            0xc1f0000000000001,
            0x3fdd9133b4b901ac,
            0xbfec615fbe773d12,
            0xbfe0ab4a029d6449,
        ), // -2^32: large
    ];

    #[test]
    fn matches_hotspot_strictmath() {
        for &(x, want_sin, want_cos, want_tan) in CASES {
            let xf = f64::from_bits(x);
            for (name, f, want) in [
                ("sin", sin as fn(f64) -> f64, want_sin),
                ("cos", cos, want_cos),
                ("tan", tan, want_tan),
            ] {
                let got = f(xf).to_bits();
                if f64::from_bits(want).is_nan() {
                    // A NaN's sign and payload come from the hardware's `x - x`, which Java
                    // does not specify, so only NaN-ness is checked.
                    assert!(
                        f64::from_bits(got).is_nan(),
                        "{name}({x:#018x}) = {got:#018x}"
                    );
                } else {
                    assert_eq!(got, want, "{name}({xf:e} = {x:#018x})");
                }
            }
        }
    }
}
