package java.lang;

/**
 * Bit-exact Java versions of the fdlibm 5.3 algorithms behind StrictMath (and behind HotSpot's
 * Math.asin/acos/atan/atan2/cbrt/hypot/expm1/log1p/sinh/cosh/tanh, which delegate to
 * StrictMath): log, log10, exp, expm1, log1p, cbrt, hypot, atan, atan2, asin, acos, sinh, cosh,
 * tanh, IEEEremainder. Each follows fdlibm's argument reduction and polynomial exactly (same operations in
 * the same order), so results are identical to the JDK's bit for bit. The rest of StrictMath
 * (sin, cos, tan, pow) uses the VM's libm (see StrictMath).
 *
 * fdlibm is Copyright (C) 1993-2004 by Sun Microsystems, Inc. "Permission to use, copy,
 * modify, and distribute this software is freely granted, provided that this notice is
 * preserved." The numeric constants below are fdlibm's.
 */
final class FdLibm {
    private FdLibm() {
    }

    // ---------------------------------------------------------------- word access

    private static int hi(double x) {
        return (int) (Double.doubleToRawLongBits(x) >> 32);
    }

    private static int lo(double x) {
        return (int) Double.doubleToRawLongBits(x);
    }

    private static double fromWords(int hi, int lo) {
        return Double.longBitsToDouble(((long) hi << 32) | (lo & 0xffffffffL));
    }

    private static double withHi(double x, int hi) {
        return fromWords(hi, lo(x));
    }

    private static double withLo(double x, int lo) {
        return fromWords(hi(x), lo);
    }

    // ---------------------------------------------------------------- shared constants

    private static final double TWO54 = 1.80143985094819840000e+16;       // 0x43500000 00000000
    private static final double LN2_HI = 6.93147180369123816490e-01;      // 0x3fe62e42 fee00000
    private static final double LN2_LO = 1.90821492927058770002e-10;      // 0x3dea39ef 35793c76
    private static final double INVLN2 = 1.44269504088896338700e+00;      // 0x3ff71547 652b82fe
    private static final double HUGE = 1.0e300;
    private static final double TINY = 1.0e-300;

    // log(1+f) polynomial (e_log.c Lg1..Lg7, s_log1p.c Lp1..Lp7)
    private static final double LG1 = 6.666666666666735130e-01;   // 3FE55555 55555593
    private static final double LG2 = 3.999999999940941908e-01;   // 3FD99999 9997FA04
    private static final double LG3 = 2.857142874366239149e-01;   // 3FD24924 94229359
    private static final double LG4 = 2.222219843214978396e-01;   // 3FCC71C5 1D8E78AF
    private static final double LG5 = 1.818357216161805012e-01;   // 3FC74664 96CB03DE
    private static final double LG6 = 1.531383769920937332e-01;   // 3FC39A09 D078C69F
    private static final double LG7 = 1.479819860511658591e-01;   // 3FC2F112 DF3E5244

    // ---------------------------------------------------------------- log

    static double log(double x) {
        int hx = hi(x);
        int lx = lo(x);
        int k = 0;
        if (hx < 0x00100000) {                  // x < 2**-1022
            if (((hx & 0x7fffffff) | lx) == 0) {
                return Double.NEGATIVE_INFINITY;  // log(+-0) = -inf
            }
            if (hx < 0) {
                return Double.NaN;                // log(-#) = NaN
            }
            k -= 54;
            x *= TWO54;                           // subnormal: scale up
            hx = hi(x);
        }
        if (hx >= 0x7ff00000) {
            return x + x;
        }
        k += (hx >> 20) - 1023;
        hx &= 0x000fffff;
        int i = (hx + 0x95f64) & 0x100000;
        x = withHi(x, hx | (i ^ 0x3ff00000));    // normalize x or x/2
        k += (i >> 20);
        double f = x - 1.0;
        double dk;
        if ((0x000fffff & (2 + hx)) < 3) {        // |f| < 2**-20
            if (f == 0.0) {
                if (k == 0) {
                    return 0.0;
                }
                dk = (double) k;
                return dk * LN2_HI + dk * LN2_LO;
            }
            double r = f * f * (0.5 - 0.33333333333333333 * f);
            if (k == 0) {
                return f - r;
            }
            dk = (double) k;
            return dk * LN2_HI - ((r - dk * LN2_LO) - f);
        }
        double s = f / (2.0 + f);
        dk = (double) k;
        double z = s * s;
        i = hx - 0x6147a;
        double w = z * z;
        int j = 0x6b851 - hx;
        double t1 = w * (LG2 + w * (LG4 + w * LG6));
        double t2 = z * (LG1 + w * (LG3 + w * (LG5 + w * LG7)));
        i |= j;
        double r = t2 + t1;
        if (i > 0) {
            double hfsq = 0.5 * f * f;
            if (k == 0) {
                return f - (hfsq - s * (hfsq + r));
            }
            return dk * LN2_HI - ((hfsq - (s * (hfsq + r) + dk * LN2_LO)) - f);
        }
        if (k == 0) {
            return f - s * (f - r);
        }
        return dk * LN2_HI - ((s * (f - r) - dk * LN2_LO) - f);
    }

    // ---------------------------------------------------------------- log10

    private static final double IVLN10 = 4.34294481903251816668e-01;     // 0x3FDBCB7B 1526E50E
    private static final double LOG10_2HI = 3.01029995663611771306e-01;  // 0x3FD34413 509F6000
    private static final double LOG10_2LO = 3.69423907715893078616e-13;  // 0x3D59FEF3 11F12B36

    static double log10(double x) {
        int hx = hi(x);
        int lx = lo(x);
        int k = 0;
        if (hx < 0x00100000) {
            if (((hx & 0x7fffffff) | lx) == 0) {
                return Double.NEGATIVE_INFINITY;
            }
            if (hx < 0) {
                return Double.NaN;
            }
            k -= 54;
            x *= TWO54;
            hx = hi(x);
        }
        if (hx >= 0x7ff00000) {
            return x + x;
        }
        k += (hx >> 20) - 1023;
        int i = (k & 0x80000000) >>> 31;
        hx = (hx & 0x000fffff) | ((0x3ff - i) << 20);
        double y = (double) (k + i);
        x = withHi(x, hx);
        double z = y * LOG10_2LO + IVLN10 * log(x);
        return z + y * LOG10_2HI;
    }

    // ---------------------------------------------------------------- exp

    private static final double O_THRESHOLD = 7.09782712893383973096e+02;   // 0x40862E42 FEFA39EF
    private static final double U_THRESHOLD = -7.45133219101941108420e+02;  // 0xc0874910 D52D3051
    private static final double TWOM1000 = 9.33263618503218878990e-302;     // 2**-1000
    private static final double P1 = 1.66666666666666019037e-01;   // 0x3FC55555 5555553E
    private static final double P2 = -2.77777777770155933842e-03;  // 0xBF66C16C 16BEBD93
    private static final double P3 = 6.61375632143793436117e-05;   // 0x3F11566A AF25DE2C
    private static final double P4 = -1.65339022054652515390e-06;  // 0xBEBBBD41 C5D26BF1
    private static final double P5 = 4.13813679705723846039e-08;   // 0x3E663769 72BEA4D0

    static double exp(double x) {
        int hx = hi(x);
        int xsb = (hx >> 31) & 1;
        hx &= 0x7fffffff;
        double hi = 0.0;
        double lo = 0.0;
        int k = 0;
        if (hx >= 0x40862E42) {                  // |x| >= 709.78...
            if (hx >= 0x7ff00000) {
                if (((hx & 0xfffff) | lo(x)) != 0) {
                    return x + x;                   // NaN
                }
                return (xsb == 0) ? x : 0.0;        // exp(+-inf) = {inf, 0}
            }
            if (x > O_THRESHOLD) {
                return Double.POSITIVE_INFINITY;
            }
            if (x < U_THRESHOLD) {
                return 0.0;
            }
        }
        if (hx > 0x3fd62e42) {                   // |x| > 0.5 ln2
            if (hx < 0x3FF0A2B2) {               // and < 1.5 ln2
                hi = x - (xsb == 0 ? LN2_HI : -LN2_HI);
                lo = (xsb == 0 ? LN2_LO : -LN2_LO);
                k = 1 - xsb - xsb;
            } else {
                k = (int) (INVLN2 * x + (xsb == 0 ? 0.5 : -0.5));
                double t = k;
                hi = x - t * LN2_HI;
                lo = t * LN2_LO;
            }
            x = hi - lo;
        } else if (hx < 0x3e300000) {            // |x| < 2**-28
            if (HUGE + x > 1.0) {
                return 1.0 + x;
            }
        } else {
            k = 0;
        }
        double t = x * x;
        double c = x - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
        if (k == 0) {
            return 1.0 - ((x * c) / (c - 2.0) - x);
        }
        double y = 1.0 - ((lo - (x * c) / (2.0 - c)) - hi);
        if (k >= -1021) {
            return withHi(y, hi(y) + (k << 20));
        }
        y = withHi(y, hi(y) + ((k + 1000) << 20));
        return y * TWOM1000;
    }

    // ---------------------------------------------------------------- expm1

    private static final double Q1 = -3.33333333333331316428e-02;  // BFA11111 111110F4
    private static final double Q2 = 1.58730158725481460165e-03;   // 3F5A01A0 19FE5585
    private static final double Q3 = -7.93650757867487942473e-05;  // BF14CE19 9EAADBB7
    private static final double Q4 = 4.00821782732936239552e-06;   // 3ED0CFCA 86E65239
    private static final double Q5 = -2.01099218183624371326e-07;  // BE8AFDB7 6E09C32D

    static double expm1(double x) {
        int hx = hi(x);
        int xsb = hx & 0x80000000;
        hx &= 0x7fffffff;
        double hi;
        double lo;
        double c = 0.0;
        int k;
        if (hx >= 0x4043687A) {                  // |x| >= 56 ln2
            if (hx >= 0x40862E42) {              // |x| >= 709.78...
                if (hx >= 0x7ff00000) {
                    if (((hx & 0xfffff) | lo(x)) != 0) {
                        return x + x;               // NaN
                    }
                    return (xsb == 0) ? x : -1.0;   // exp(+-inf) - 1 = {inf, -1}
                }
                if (x > O_THRESHOLD) {
                    return Double.POSITIVE_INFINITY;
                }
            }
            if (xsb != 0) {                      // x < -56 ln2
                if (x + TINY < 0.0) {
                    return TINY - 1.0;              // -1 with inexact
                }
            }
        }
        if (hx > 0x3fd62e42) {                   // |x| > 0.5 ln2
            if (hx < 0x3FF0A2B2) {               // and < 1.5 ln2
                if (xsb == 0) {
                    hi = x - LN2_HI;
                    lo = LN2_LO;
                    k = 1;
                } else {
                    hi = x + LN2_HI;
                    lo = -LN2_LO;
                    k = -1;
                }
            } else {
                k = (int) (INVLN2 * x + ((xsb == 0) ? 0.5 : -0.5));
                double t = k;
                hi = x - t * LN2_HI;
                lo = t * LN2_LO;
            }
            x = hi - lo;
            c = (hi - x) - lo;
        } else if (hx < 0x3c900000) {            // |x| < 2**-54
            double t = HUGE + x;
            return x - (t - (HUGE + x));
        } else {
            k = 0;
        }
        double hfx = 0.5 * x;
        double hxs = x * hfx;
        double r1 = 1.0 + hxs * (Q1 + hxs * (Q2 + hxs * (Q3 + hxs * (Q4 + hxs * Q5))));
        double t = 3.0 - r1 * hfx;
        double e = hxs * ((r1 - t) / (6.0 - x * t));
        if (k == 0) {
            return x - (x * e - hxs);
        }
        e = (x * (e - c) - c);
        e -= hxs;
        if (k == -1) {
            return 0.5 * (x - e) - 0.5;
        }
        if (k == 1) {
            if (x < -0.25) {
                return -2.0 * (e - (x + 0.5));
            }
            return 1.0 + 2.0 * (x - e);
        }
        double y;
        if (k <= -2 || k > 56) {                 // exp(x) - 1 ~ exp(x)
            y = 1.0 - (e - x);
            y = withHi(y, hi(y) + (k << 20));
            return y - 1.0;
        }
        if (k < 20) {
            t = fromWords(0x3ff00000 - (0x200000 >> k), 0);   // 1 - 2**-k
            y = t - (e - x);
            y = withHi(y, hi(y) + (k << 20));
        } else {
            t = fromWords((0x3ff - k) << 20, 0);               // 2**-k
            y = x - (e + t);
            y += 1.0;
            y = withHi(y, hi(y) + (k << 20));
        }
        return y;
    }

    // ---------------------------------------------------------------- log1p

    static double log1p(double x) {
        int hx = hi(x);
        int ax = hx & 0x7fffffff;
        int k = 1;
        double f = 0.0;
        int hu = 0;
        double c = 0.0;
        if (hx < 0x3FDA827A) {                   // x < 0.41422
            if (ax >= 0x3ff00000) {              // x <= -1.0
                if (x == -1.0) {
                    return Double.NEGATIVE_INFINITY;
                }
                return Double.NaN;
            }
            if (ax < 0x3e200000) {               // |x| < 2**-29
                if (TWO54 + x > 0.0 && ax < 0x3c900000) {
                    return x;                       // |x| < 2**-54
                }
                return x - x * x * 0.5;
            }
            if (hx > 0 || hx <= 0xbfd2bec3) {    // -0.2929 < x < 0.41422
                k = 0;
                f = x;
                hu = 1;
            }
        }
        if (hx >= 0x7ff00000) {
            return x + x;
        }
        if (k != 0) {
            double u;
            if (hx < 0x43400000) {
                u = 1.0 + x;
                hu = hi(u);
                k = (hu >> 20) - 1023;
                c = (k > 0) ? 1.0 - (u - x) : x - (u - 1.0);   // correction term
                c /= u;
            } else {
                u = x;
                hu = hi(u);
                k = (hu >> 20) - 1023;
                c = 0;
            }
            hu &= 0x000fffff;
            if (hu < 0x6a09e) {
                u = withHi(u, hu | 0x3ff00000);   // normalize u
            } else {
                k += 1;
                u = withHi(u, hu | 0x3fe00000);   // normalize u/2
                hu = (0x00100000 - hu) >> 2;
            }
            f = u - 1.0;
        }
        double hfsq = 0.5 * f * f;
        if (hu == 0) {                           // |f| < 2**-20
            if (f == 0.0) {
                if (k == 0) {
                    return 0.0;
                }
                c += k * LN2_LO;
                return k * LN2_HI + c;
            }
            double r = hfsq * (1.0 - 0.66666666666666666 * f);
            if (k == 0) {
                return f - r;
            }
            return k * LN2_HI - ((r - (k * LN2_LO + c)) - f);
        }
        double s = f / (2.0 + f);
        double z = s * s;
        double r = z * (LG1 + z * (LG2 + z * (LG3 + z * (LG4 + z * (LG5 + z * (LG6 + z * LG7))))));
        if (k == 0) {
            return f - (hfsq - s * (hfsq + r));
        }
        return k * LN2_HI - ((hfsq - (s * (hfsq + r) + (k * LN2_LO + c))) - f);
    }

    // ---------------------------------------------------------------- cbrt

    private static final int B1 = 715094163;   // (682 - 0.03306235651) * 2**20
    private static final int B2 = 696219795;   // (664 - 0.03306235651) * 2**20
    private static final double CB_C = 5.42857142857142815906e-01;    // 19/35
    private static final double CB_D = -7.05306122448979611050e-01;   // -864/1225
    private static final double CB_E = 1.41428571428571436819e+00;    // 99/70
    private static final double CB_F = 1.60714285714285720630e+00;    // 45/28
    private static final double CB_G = 3.57142857142857150787e-01;    // 5/14

    static double cbrt(double x) {
        int hx = hi(x);
        int sign = hx & 0x80000000;
        hx ^= sign;
        if (hx >= 0x7ff00000) {
            return x + x;                        // cbrt(NaN, inf) is itself
        }
        if ((hx | lo(x)) == 0) {
            return x;                            // cbrt(0) is itself
        }
        x = withHi(x, hx);                       // x <- |x|
        double t;
        if (hx < 0x00100000) {                   // subnormal
            t = fromWords(0x43500000, 0);        // 2**54
            t *= x;
            t = withHi(t, hi(t) / 3 + B2);
        } else {
            t = fromWords(hx / 3 + B1, 0);
        }
        // new cbrt to 23 bits
        double r = t * t / x;
        double s = CB_C + r * t;
        t *= CB_G + CB_F / (s + CB_E + CB_D / s);
        // chop to 20 bits and make it larger than cbrt(x)
        t = fromWords(hi(t) + 0x00000001, 0);
        // one Newton step to 53 bits
        s = t * t;
        r = x / s;
        double w = t + t;
        r = (r - t) / (w + r);
        t = t + t * r;
        return withHi(t, hi(t) | sign);
    }

    // ---------------------------------------------------------------- hypot

    static double hypot(double x, double y) {
        double a = x;
        double b = y;
        int ha = hi(x) & 0x7fffffff;
        int hb = hi(y) & 0x7fffffff;
        if (hb > ha) {
            a = y;
            b = x;
            int j = ha;
            ha = hb;
            hb = j;
        }
        a = withHi(a, ha);                       // a <- |a|
        b = withHi(b, hb);                       // b <- |b|
        if ((ha - hb) > 0x3c00000) {
            return a + b;                        // x/y > 2**60
        }
        int k = 0;
        if (ha > 0x5f300000) {                   // a > 2**500
            if (ha >= 0x7ff00000) {              // Inf or NaN
                double w = a + b;
                if (((ha & 0xfffff) | lo(a)) == 0) {
                    w = a;
                }
                if (((hb ^ 0x7ff00000) | lo(b)) == 0) {
                    w = b;
                }
                return w;
            }
            // scale a and b by 2**-600
            ha -= 0x25800000;
            hb -= 0x25800000;
            k += 600;
            a = withHi(a, ha);
            b = withHi(b, hb);
        }
        if (hb < 0x20b00000) {                   // b < 2**-500
            if (hb <= 0x000fffff) {              // subnormal b or 0
                if ((hb | lo(b)) == 0) {
                    return a;
                }
                double t1 = fromWords(0x7fd00000, 0);   // 2**1022
                b *= t1;
                a *= t1;
                k -= 1022;
            } else {                             // scale a and b by 2**600
                ha += 0x25800000;
                hb += 0x25800000;
                k -= 600;
                a = withHi(a, ha);
                b = withHi(b, hb);
            }
        }
        // medium size a and b
        double w = a - b;
        if (w > b) {
            double t1 = fromWords(ha, 0);
            double t2 = a - t1;
            w = Math.sqrt(t1 * t1 - (b * (-b) - t2 * (a + t1)));
        } else {
            a = a + a;
            double y1 = fromWords(hb, 0);
            double y2 = b - y1;
            double t1 = fromWords(ha + 0x00100000, 0);
            double t2 = a - t1;
            w = Math.sqrt(t1 * y1 - (w * (-w) - (t1 * y2 + t2 * b)));
        }
        if (k != 0) {
            double t1 = fromWords(0x3ff00000 + (k << 20), 0);
            return t1 * w;
        }
        return w;
    }

    // ---------------------------------------------------------------- atan / atan2

    private static final double[] ATANHI = {
        4.63647609000806093515e-01,  // atan(0.5)hi 0x3FDDAC67 0561BB4F
        7.85398163397448278999e-01,  // atan(1.0)hi 0x3FE921FB 54442D18
        9.82793723247329054082e-01,  // atan(1.5)hi 0x3FEF730B D281F69B
        1.57079632679489655800e+00,  // atan(inf)hi 0x3FF921FB 54442D18
    };
    private static final double[] ATANLO = {
        2.26987774529616870924e-17,  // 0x3C7A2B7F 222F65E2
        3.06161699786838301793e-17,  // 0x3C81A626 33145C07
        1.39033110312309984516e-17,  // 0x3C700788 7AF0CBBD
        6.12323399573676603587e-17,  // 0x3C91A626 33145C07
    };
    private static final double[] AT = {
        3.33333333333329318027e-01,  // 0x3FD55555 5555550D
        -1.99999999998764832476e-01, // 0xBFC99999 9998EBC4
        1.42857142725034663711e-01,  // 0x3FC24924 920083FF
        -1.11111104054623557880e-01, // 0xBFBC71C6 FE231671
        9.09088713343650656196e-02,  // 0x3FB745CD C54C206E
        -7.69187620504482999495e-02, // 0xBFB3B0F2 AF749A6D
        6.66107313738753120669e-02,  // 0x3FB10D66 A0D03D51
        -5.83357013379057348645e-02, // 0xBFADDE2D 52DEFD9A
        4.97687799461593236017e-02,  // 0x3FA97B4B 24760DEB
        -3.65315727442169155270e-02, // 0xBFA2B444 2C6A6C2F
        1.62858201153657823623e-02,  // 0x3F90AD3A E322DA11
    };

    static double atan(double x) {
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        int id;
        if (ix >= 0x44100000) {                  // |x| >= 2**66
            if (ix > 0x7ff00000 || (ix == 0x7ff00000 && (lo(x) != 0))) {
                return x + x;                    // NaN
            }
            if (hx > 0) {
                return ATANHI[3] + ATANLO[3];
            }
            return -ATANHI[3] - ATANLO[3];
        }
        if (ix < 0x3fdc0000) {                   // |x| < 0.4375
            if (ix < 0x3e200000) {               // |x| < 2**-29
                if (HUGE + x > 1.0) {
                    return x;
                }
            }
            id = -1;
        } else {
            x = Math.abs(x);
            if (ix < 0x3ff30000) {               // |x| < 1.1875
                if (ix < 0x3fe60000) {           // 7/16 <= |x| < 11/16
                    id = 0;
                    x = (2.0 * x - 1.0) / (2.0 + x);
                } else {                         // 11/16 <= |x| < 19/16
                    id = 1;
                    x = (x - 1.0) / (x + 1.0);
                }
            } else {
                if (ix < 0x40038000) {           // |x| < 2.4375
                    id = 2;
                    x = (x - 1.5) / (1.0 + 1.5 * x);
                } else {                         // 2.4375 <= |x| < 2**66
                    id = 3;
                    x = -1.0 / x;
                }
            }
        }
        double z = x * x;
        double w = z * z;
        double s1 = z * (AT[0] + w * (AT[2] + w * (AT[4] + w * (AT[6] + w * (AT[8] + w * AT[10])))));
        double s2 = w * (AT[1] + w * (AT[3] + w * (AT[5] + w * (AT[7] + w * AT[9]))));
        if (id < 0) {
            return x - x * (s1 + s2);
        }
        z = ATANHI[id] - ((x * (s1 + s2) - ATANLO[id]) - x);
        return (hx < 0) ? -z : z;
    }

    private static final double PI_O_4 = 7.8539816339744827900E-01;  // 0x3FE921FB 54442D18
    private static final double PI_O_2 = 1.5707963267948965580E+00;  // 0x3FF921FB 54442D18
    private static final double PI = 3.1415926535897931160E+00;      // 0x400921FB 54442D18
    private static final double PI_LO = 1.2246467991473531772E-16;   // 0x3CA1A626 33145C07

    static double atan2(double y, double x) {
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        int lx = lo(x);
        int hy = hi(y);
        int iy = hy & 0x7fffffff;
        int ly = lo(y);
        if (((ix | ((lx | -lx) >>> 31)) > 0x7ff00000) || ((iy | ((ly | -ly) >>> 31)) > 0x7ff00000)) {
            return x + y;                        // x or y is NaN
        }
        if (((hx - 0x3ff00000) | lx) == 0) {
            return atan(y);                      // x = 1.0
        }
        int m = ((hy >> 31) & 1) | ((hx >> 30) & 2);   // 2*sign(x) + sign(y)
        if ((iy | ly) == 0) {                    // y = 0
            switch (m) {
                case 0:
                case 1:
                    return y;                    // atan(+-0, +anything) = +-0
                case 2:
                    return PI + TINY;            // atan(+0, -anything) = pi
                default:
                    return -PI - TINY;           // atan(-0, -anything) = -pi
            }
        }
        if ((ix | lx) == 0) {                    // x = 0
            return (hy < 0) ? -PI_O_2 - TINY : PI_O_2 + TINY;
        }
        if (ix == 0x7ff00000) {                  // x is INF
            if (iy == 0x7ff00000) {
                switch (m) {
                    case 0:
                        return PI_O_4 + TINY;
                    case 1:
                        return -PI_O_4 - TINY;
                    case 2:
                        return 3.0 * PI_O_4 + TINY;
                    default:
                        return -3.0 * PI_O_4 - TINY;
                }
            }
            switch (m) {
                case 0:
                    return 0.0;
                case 1:
                    return -0.0;
                case 2:
                    return PI + TINY;
                default:
                    return -PI - TINY;
            }
        }
        if (iy == 0x7ff00000) {                  // y is INF
            return (hy < 0) ? -PI_O_2 - TINY : PI_O_2 + TINY;
        }
        int k = (iy - ix) >> 20;
        double z;
        if (k > 60) {
            z = PI_O_2 + 0.5 * PI_LO;            // |y/x| > 2**60
        } else if (hx < 0 && k < -60) {
            z = 0.0;                             // |y|/x < -2**60
        } else {
            z = atan(Math.abs(y / x));
        }
        switch (m) {
            case 0:
                return z;                        // atan(+, +)
            case 1:
                return withHi(z, hi(z) ^ 0x80000000);   // atan(-, +)
            case 2:
                return PI - (z - PI_LO);         // atan(+, -)
            default:
                return (z - PI_LO) - PI;         // atan(-, -)
        }
    }

    // ---------------------------------------------------------------- asin / acos

    private static final double PIO2_HI = 1.57079632679489655800e+00;  // 0x3FF921FB 54442D18
    private static final double PIO2_LO = 6.12323399573676603587e-17;  // 0x3C91A626 33145C07
    private static final double PIO4_HI = 7.85398163397448278999e-01;  // 0x3FE921FB 54442D18
    private static final double PS0 = 1.66666666666666657415e-01;   // 0x3FC55555 55555555
    private static final double PS1 = -3.25565818622400915405e-01;  // 0xBFD4D612 03EB6F7D
    private static final double PS2 = 2.01212532134862925881e-01;   // 0x3FC9C155 0E884455
    private static final double PS3 = -4.00555345006794114027e-02;  // 0xBFA48228 B5688F3B
    private static final double PS4 = 7.91534994289814532176e-04;   // 0x3F49EFE0 7501B288
    private static final double PS5 = 3.47933107596021167570e-05;   // 0x3F023DE1 0DFDF709
    private static final double QS1 = -2.40339491173441421878e+00;  // 0xC0033A27 1C8A2D4B
    private static final double QS2 = 2.02094576023350569471e+00;   // 0x40002AE5 9C598AC8
    private static final double QS3 = -6.88283971605453293030e-01;  // 0xBFE6066C 1B8D0159
    private static final double QS4 = 7.70381505559019352791e-02;   // 0x3FB3B8C5 B12E9282

    static double asin(double x) {
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        double t = 0.0;
        if (ix >= 0x3ff00000) {                  // |x| >= 1
            if (((ix - 0x3ff00000) | lo(x)) == 0) {
                return x * PIO2_HI + x * PIO2_LO;   // asin(+-1) = +-pi/2
            }
            return Double.NaN;                   // asin(|x| > 1) is NaN
        } else if (ix < 0x3fe00000) {            // |x| < 0.5
            if (ix < 0x3e400000) {               // |x| < 2**-27
                if (HUGE + x > 1.0) {
                    return x;
                }
            } else {
                t = x * x;
            }
            double p = t * (PS0 + t * (PS1 + t * (PS2 + t * (PS3 + t * (PS4 + t * PS5)))));
            double q = 1.0 + t * (QS1 + t * (QS2 + t * (QS3 + t * QS4)));
            double w = p / q;
            return x + x * w;
        }
        // 1 > |x| >= 0.5
        double w = 1.0 - Math.abs(x);
        t = w * 0.5;
        double p = t * (PS0 + t * (PS1 + t * (PS2 + t * (PS3 + t * (PS4 + t * PS5)))));
        double q = 1.0 + t * (QS1 + t * (QS2 + t * (QS3 + t * QS4)));
        double s = Math.sqrt(t);
        if (ix >= 0x3FEF3333) {                  // |x| > 0.975
            w = p / q;
            t = PIO2_HI - (2.0 * (s + s * w) - PIO2_LO);
        } else {
            w = withLo(s, 0);
            double c = (t - w * w) / (s + w);
            double r = p / q;
            p = 2.0 * s * r - (PIO2_LO - 2.0 * c);
            q = PIO4_HI - 2.0 * w;
            t = PIO4_HI - (p - q);
        }
        return (hx > 0) ? t : -t;
    }

    static double acos(double x) {
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        if (ix >= 0x3ff00000) {                  // |x| >= 1
            if (((ix - 0x3ff00000) | lo(x)) == 0) {   // |x| == 1
                if (hx > 0) {
                    return 0.0;                  // acos(1) = 0
                }
                return PI + 2.0 * PIO2_LO;       // acos(-1) = pi
            }
            return Double.NaN;                   // acos(|x| > 1) is NaN
        }
        if (ix < 0x3fe00000) {                   // |x| < 0.5
            if (ix <= 0x3c600000) {
                return PIO2_HI + PIO2_LO;        // |x| < 2**-57
            }
            double z = x * x;
            double p = z * (PS0 + z * (PS1 + z * (PS2 + z * (PS3 + z * (PS4 + z * PS5)))));
            double q = 1.0 + z * (QS1 + z * (QS2 + z * (QS3 + z * QS4)));
            double r = p / q;
            return PIO2_HI - (x - (PIO2_LO - x * r));
        } else if (hx < 0) {                     // x < -0.5
            double z = (1.0 + x) * 0.5;
            double p = z * (PS0 + z * (PS1 + z * (PS2 + z * (PS3 + z * (PS4 + z * PS5)))));
            double q = 1.0 + z * (QS1 + z * (QS2 + z * (QS3 + z * QS4)));
            double s = Math.sqrt(z);
            double r = p / q;
            double w = r * s - PIO2_LO;
            return PI - 2.0 * (s + w);
        } else {                                 // x > 0.5
            double z = (1.0 - x) * 0.5;
            double s = Math.sqrt(z);
            double df = withLo(s, 0);
            double c = (z - df * df) / (s + df);
            double p = z * (PS0 + z * (PS1 + z * (PS2 + z * (PS3 + z * (PS4 + z * PS5)))));
            double q = 1.0 + z * (QS1 + z * (QS2 + z * (QS3 + z * QS4)));
            double r = p / q;
            double w = r * s + c;
            return 2.0 * (df + w);
        }
    }

    // ---------------------------------------------------------------- sinh / cosh / tanh

    static double sinh(double x) {
        int jx = hi(x);
        int ix = jx & 0x7fffffff;
        if (ix >= 0x7ff00000) {
            return x + x;                        // x is INF or NaN
        }
        double h = (jx < 0) ? -0.5 : 0.5;
        if (ix < 0x40360000) {                   // |x| < 22
            if (ix < 0x3e300000) {               // |x| < 2**-28
                if (1.0e307 + x > 1.0) {
                    return x;                    // sinh(tiny) = tiny
                }
            }
            double t = expm1(Math.abs(x));
            if (ix < 0x3ff00000) {
                return h * (2.0 * t - t * t / (t + 1.0));
            }
            return h * (t + t / (t + 1.0));
        }
        if (ix < 0x40862E42) {                   // |x| in [22, log(maxdouble)]
            return h * exp(Math.abs(x));
        }
        long lx = lo(x) & 0xffffffffL;
        if (ix < 0x408633CE || ((ix == 0x408633ce) && (lx <= 0x8fb9f87dL))) {
            double w = exp(0.5 * Math.abs(x));
            double t = h * w;
            return t * w;
        }
        return x * 1.0e307;                      // overflow
    }

    static double cosh(double x) {
        int ix = hi(x) & 0x7fffffff;
        if (ix >= 0x7ff00000) {
            return x * x;                        // x is INF or NaN
        }
        if (ix < 0x3fd62e43) {                   // |x| in [0, 0.5*ln2]
            double t = expm1(Math.abs(x));
            double w = 1.0 + t;
            if (ix < 0x3c800000) {
                return w;                        // cosh(tiny) = 1
            }
            return 1.0 + (t * t) / (w + w);
        }
        if (ix < 0x40360000) {                   // |x| in [0.5*ln2, 22]
            double t = exp(Math.abs(x));
            return 0.5 * t + 0.5 / t;
        }
        if (ix < 0x40862E42) {                   // |x| in [22, log(maxdouble)]
            return 0.5 * exp(Math.abs(x));
        }
        long lx = lo(x) & 0xffffffffL;
        if (ix < 0x408633CE || ((ix == 0x408633ce) && (lx <= 0x8fb9f87dL))) {
            double w = exp(0.5 * Math.abs(x));
            double t = 0.5 * w;
            return t * w;
        }
        return Double.POSITIVE_INFINITY;         // overflow
    }

    static double tanh(double x) {
        int jx = hi(x);
        int ix = jx & 0x7fffffff;
        if (ix >= 0x7ff00000) {
            if (jx >= 0) {
                return 1.0 / x + 1.0;            // tanh(+-inf) = +-1
            }
            return 1.0 / x - 1.0;                // tanh(NaN) = NaN
        }
        double z;
        if (ix < 0x40360000) {                   // |x| < 22
            if (ix < 0x3c800000) {
                return x * (1.0 + x);            // tanh(small) = small
            }
            if (ix >= 0x3ff00000) {              // |x| >= 1
                double t = expm1(2.0 * Math.abs(x));
                z = 1.0 - 2.0 / (t + 2.0);
            } else {
                double t = expm1(-2.0 * Math.abs(x));
                z = -t / (t + 2.0);
            }
        } else {
            z = 1.0 - TINY;                      // |x| >= 22: +-1 (inexact)
        }
        return (jx >= 0) ? z : -z;
    }

    // ---------------------------------------------------------------- IEEEremainder

    static double remainder(double x, double p) {
        int hx = hi(x);
        int lx = lo(x);
        int hp = hi(p);
        int lp = lo(p);
        int sx = hx & 0x80000000;
        hp &= 0x7fffffff;
        hx &= 0x7fffffff;
        if ((hp | lp) == 0) {
            return (x * p) / (x * p);            // p = 0
        }
        if ((hx >= 0x7ff00000) || ((hp >= 0x7ff00000) && (((hp - 0x7ff00000) | lp) != 0))) {
            return (x * p) / (x * p);            // x not finite, or p is NaN
        }
        if (hp <= 0x7fdfffff) {
            x = x % (p + p);                     // now |x| < 2|p| (Java's % is an exact fmod)
        }
        if (((hx - hp) | (lx - lp)) == 0) {
            return 0.0 * x;
        }
        x = Math.abs(x);
        p = Math.abs(p);
        if (hp < 0x00200000) {
            if (x + x > p) {
                x -= p;
                if (x + x >= p) {
                    x -= p;
                }
            }
        } else {
            double pHalf = 0.5 * p;
            if (x > pHalf) {
                x -= p;
                if (x >= pHalf) {
                    x -= p;
                }
            }
        }
        return withHi(x, hi(x) ^ sx);
    }
}
