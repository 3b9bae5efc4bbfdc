import { QRCodeSVG } from 'qrcode.react';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card } from '@/components/ui/card';
import { cafe } from '@/data/cafe';
import { upiPaymentLink } from '@/lib/upi';
import { CopyButton } from './copy-button';

/** Rendered at build time: the QR code costs the visitor no script. */
export function PaymentOptions() {
  return (
    <Card as="section" look="outlined" aria-labelledby="payment-options">
      <h2 id="payment-options" className="text-xl font-bold text-brand-deep">
        Payment Options
      </h2>
      <p className="mt-1 text-muted-foreground">
        Pay once the cafe confirms your order on WhatsApp.
      </p>
      <ul className="mt-4 space-y-5">
        <li>
          <h3 className="font-bold text-foreground">Pay to our UPI ID</h3>
          <p className="my-1 font-mono text-lg text-foreground">{cafe.upiId}</p>
          <div className="flex flex-wrap gap-2">
            {/* No amount: the cafe confirms the total on WhatsApp first. */}
            <a
              href={upiPaymentLink(cafe.upiId, cafe.name)}
              className={buttonClasses({ variant: 'secondary', size: 'small' })}
            >
              Pay with a UPI app
            </a>
            <CopyButton text={cafe.upiId} label="Copy UPI ID" />
          </div>
        </li>
        <li>
          <h3 className="font-bold text-foreground">Scan the QR code</h3>
          <p className="text-sm text-muted-foreground">
            From another phone, with any UPI app: Google Pay, PhonePe, Paytm or BHIM.
          </p>
          <QRCodeSVG
            value={upiPaymentLink(cafe.upiId, cafe.name)}
            size={128}
            marginSize={2}
            title={`UPI QR code to pay ${cafe.name}`}
            role="img"
            aria-label={`UPI QR code to pay ${cafe.name} at ${cafe.upiId}`}
            className="mt-2 rounded-lg border border-border"
          />
        </li>
        <li>
          <h3 className="font-bold text-foreground">Cash on delivery</h3>
          <p className="text-sm text-muted-foreground">
            Or pay in cash when you pick up your order.
          </p>
        </li>
      </ul>
    </Card>
  );
}
