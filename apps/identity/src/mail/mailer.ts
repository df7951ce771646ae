import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { RenderedEmail } from '@warroom/emails';
import { createTransport, type Transporter } from 'nodemailer';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../identity-options.js';

export type Outgoing = RenderedEmail & { to: string; messageId: string };

/**
 * SMTP delivery with nodemailer, to `SMTP_URL`. Short timeouts: a server that does not
 * answer fails the try, and the mail module tries again later.
 */
@Injectable()
export class Mailer implements OnModuleDestroy {
  private readonly transport: Transporter;

  constructor(@Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions) {
    this.transport = createTransport({
      url: options.mail.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      // Nothing of a message (its links hold tokens) reaches a log.
      logger: false,
      debug: false,
    });
  }

  async send(email: Outgoing): Promise<void> {
    await this.transport.sendMail({
      from: this.options.mail.from,
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      messageId: email.messageId,
    });
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
