import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Billing code in the style of a small business application: invoices with quantities, unit
 * prices, percentage discounts and VAT rates rounded per line (HALF_EVEN, "banker's rounding")
 * and per total (HALF_UP); a split payment that distributes cents; and a loan amortization
 * schedule and compound-interest savings plan computed with BigDecimal.
 */
public class CorpusBigDecimalMoney {
    static final int CENTS = 2;
    static final RoundingMode MONEY = RoundingMode.HALF_EVEN;
    static final MathContext MC = MathContext.DECIMAL64;

    static final class LineItem {
        final String sku;
        final BigDecimal quantity;
        final BigDecimal unitPrice;
        final BigDecimal discountPct;
        final BigDecimal vatRate;

        LineItem(String sku, String quantity, String unitPrice, String discountPct, String vatRate) {
            this.sku = sku;
            this.quantity = new BigDecimal(quantity);
            this.unitPrice = new BigDecimal(unitPrice);
            this.discountPct = new BigDecimal(discountPct);
            this.vatRate = new BigDecimal(vatRate);
        }

        BigDecimal gross() {
            return quantity.multiply(unitPrice);
        }

        BigDecimal discount() {
            return gross().multiply(discountPct).divide(BigDecimal.valueOf(100)).setScale(CENTS, MONEY);
        }

        BigDecimal net() {
            return gross().setScale(CENTS, MONEY).subtract(discount());
        }

        BigDecimal vat() {
            return net().multiply(vatRate).setScale(CENTS, MONEY);
        }
    }

    static String money(BigDecimal v) {
        return String.format("%,12.2f", v);
    }

    static void invoice(String customer, List<LineItem> items) {
        System.out.println("INVOICE for " + customer);
        System.out.println(String.format("%-10s %8s %10s %6s %12s %12s", "SKU", "QTY", "PRICE", "DISC%", "NET", "VAT"));
        BigDecimal totalNet = BigDecimal.ZERO;
        BigDecimal totalVat = BigDecimal.ZERO;
        Map<BigDecimal, BigDecimal> vatByRate = new LinkedHashMap<>();
        for (LineItem it : items) {
            BigDecimal net = it.net();
            BigDecimal vat = it.vat();
            totalNet = totalNet.add(net);
            totalVat = totalVat.add(vat);
            vatByRate.merge(it.vatRate.stripTrailingZeros(), vat, BigDecimal::add);
            System.out.println(String.format("%-10s %8s %10s %6s %s %s", it.sku, it.quantity.toPlainString(),
                it.unitPrice, it.discountPct, money(net), money(vat)));
        }
        for (Map.Entry<BigDecimal, BigDecimal> e : vatByRate.entrySet()) {
            System.out.println("  VAT " + e.getKey().movePointRight(2).stripTrailingZeros().toPlainString() + "%: " + e.getValue());
        }
        BigDecimal total = totalNet.add(totalVat);
        System.out.println("  net " + totalNet + "  vat " + totalVat + "  TOTAL " + total
            + "  (rounded to 0.05: " + total.multiply(BigDecimal.valueOf(20)).setScale(0, RoundingMode.HALF_UP)
                .divide(BigDecimal.valueOf(20), 2, RoundingMode.UNNECESSARY) + ")");
        // split among three payers, the first ones take the leftover cents
        BigDecimal[] shares = split(total, 3);
        System.out.println("  split 3 ways: " + java.util.Arrays.toString(shares) + " sum "
            + shares[0].add(shares[1]).add(shares[2]));
    }

    static BigDecimal[] split(BigDecimal amount, int ways) {
        BigDecimal base = amount.divide(BigDecimal.valueOf(ways), CENTS, RoundingMode.DOWN);
        BigDecimal rest = amount.subtract(base.multiply(BigDecimal.valueOf(ways)));
        BigDecimal[] out = new BigDecimal[ways];
        BigDecimal cent = new BigDecimal("0.01");
        for (int i = 0; i < ways; i++) {
            out[i] = base;
            if (rest.signum() > 0) {
                out[i] = out[i].add(cent);
                rest = rest.subtract(cent);
            }
        }
        return out;
    }

    static void amortize(String principalText, String annualRatePct, int months) {
        BigDecimal principal = new BigDecimal(principalText);
        BigDecimal monthlyRate = new BigDecimal(annualRatePct).divide(BigDecimal.valueOf(1200), MC);
        // payment = P * r / (1 - (1 + r)^-n)
        BigDecimal onePlusR = BigDecimal.ONE.add(monthlyRate);
        BigDecimal factor = BigDecimal.ONE.subtract(BigDecimal.ONE.divide(onePlusR.pow(months), MC));
        BigDecimal payment = principal.multiply(monthlyRate).divide(factor, CENTS, RoundingMode.HALF_UP);
        System.out.println("LOAN " + principal + " at " + annualRatePct + "% for " + months + " months: payment " + payment
            + " (monthly rate " + monthlyRate.round(new MathContext(8)) + ")");
        BigDecimal balance = principal;
        BigDecimal totalInterest = BigDecimal.ZERO;
        for (int m = 1; m <= months; m++) {
            BigDecimal interest = balance.multiply(monthlyRate).setScale(CENTS, RoundingMode.HALF_UP);
            BigDecimal pay = m == months ? balance.add(interest) : payment;
            BigDecimal towardPrincipal = pay.subtract(interest);
            balance = balance.subtract(towardPrincipal);
            totalInterest = totalInterest.add(interest);
            if (m <= 3 || m > months - 2 || m % 12 == 0) {
                System.out.println(String.format("  %3d %10s %9s %10s %12s", m, pay, interest, towardPrincipal, balance));
            }
        }
        System.out.println("  total interest " + totalInterest + ", final balance " + balance + " signum " + balance.signum());
    }

    static void savings(String monthly, String ratePct, int years) {
        BigDecimal deposit = new BigDecimal(monthly);
        BigDecimal rate = new BigDecimal(ratePct).movePointLeft(2);
        BigDecimal balance = BigDecimal.ZERO;
        List<String> rows = new ArrayList<>();
        for (int y = 1; y <= years; y++) {
            for (int m = 0; m < 12; m++) {
                balance = balance.add(deposit);
            }
            BigDecimal interest = balance.multiply(rate).setScale(CENTS, RoundingMode.HALF_EVEN);
            balance = balance.add(interest);
            rows.add(y + ":" + balance.toPlainString());
        }
        BigDecimal paidIn = deposit.multiply(BigDecimal.valueOf(12L * years));
        BigDecimal gain = balance.subtract(paidIn);
        BigDecimal gainPct = gain.divide(paidIn, 4, RoundingMode.HALF_UP).scaleByPowerOfTen(2);
        System.out.println("SAVINGS " + monthly + "/month at " + ratePct + "%: " + rows);
        System.out.println("  paid in " + paidIn + ", gain " + gain + " (" + gainPct.stripTrailingZeros().toPlainString() + "%)"
            + ", continuous-compounding check e^(rt) ~ " + exp(rate.multiply(BigDecimal.valueOf(years)), 20));
    }

    /** Taylor series, the way such code computes e^x without Math.exp. */
    static BigDecimal exp(BigDecimal x, int scale) {
        BigDecimal term = BigDecimal.ONE;
        BigDecimal sum = BigDecimal.ONE;
        for (int i = 1; i < 60; i++) {
            term = term.multiply(x).divide(BigDecimal.valueOf(i), scale + 5, RoundingMode.HALF_EVEN);
            sum = sum.add(term);
        }
        return sum.setScale(scale, RoundingMode.HALF_EVEN);
    }

    public static void main(String[] args) {
        List<LineItem> items = new ArrayList<>();
        items.add(new LineItem("A-100", "3", "19.99", "0", "0.19"));
        items.add(new LineItem("B-205", "1.5", "4.35", "10", "0.07"));
        items.add(new LineItem("C-7", "12", "0.125", "5", "0.19"));
        items.add(new LineItem("D-42", "2", "1999.995", "12.5", "0.19"));
        items.add(new LineItem("E-1", "0.333", "3.00", "0", "0.07"));
        items.add(new LineItem("F-9", "1000", "0.0049", "2.5", "0.00"));
        invoice("ACME GmbH", items);
        List<LineItem> small = new ArrayList<>();
        small.add(new LineItem("X", "1", "0.01", "50", "0.19"));
        small.add(new LineItem("Y", "7", "0.15", "33.333", "0.21"));
        invoice("Tiny Ltd", small);
        amortize("250000.00", "3.75", 360);
        amortize("12000", "9.9", 12);
        savings("150.00", "2.5", 10);
        // the classic double pitfalls, shown next to BigDecimal
        double d = 0.1 + 0.2;
        BigDecimal b = new BigDecimal("0.1").add(new BigDecimal("0.2"));
        System.out.println("double " + d + " vs BigDecimal " + b + "; new BigDecimal(0.1) = " + new BigDecimal(0.1)
            + "; valueOf(0.1) = " + BigDecimal.valueOf(0.1) + "; 1.10 equals 1.1? " + new BigDecimal("1.10").equals(new BigDecimal("1.1"))
            + " compareTo " + new BigDecimal("1.10").compareTo(new BigDecimal("1.1")));
        try {
            System.out.println(BigDecimal.ONE.divide(BigDecimal.valueOf(3)));
        } catch (ArithmeticException e) {
            System.out.println("1/3: " + e.getMessage());
        }
    }
}
