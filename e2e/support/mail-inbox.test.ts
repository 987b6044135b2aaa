import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { parseMail } from './mail-inbox';

/** The message nodemailer would put on the wire for this mail. */
async function raw(mail: {
  to: string;
  subject: string;
  text: string;
  html?: string;
}): Promise<string> {
  const mailer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  const info = await mailer.sendMail({ from: 'shop@example.com', ...mail });
  return (info.message as Buffer).toString('utf8');
}

describe('a mail as the sink kept it', () => {
  it('reads back the recipient, subject and text nodemailer encoded (Vietnamese, a long link)', async () => {
    const link = `http://localhost:4321/account/reset-password?token=${'x'.repeat(43)}`;
    for (const text of [
      `Ai đó (hy vọng là bạn) đã yêu cầu đặt lại mật khẩu.\n\nĐặt mật khẩu mới: ${link}\n\nCảm ơn!`,
      `Plain ASCII only: ${link}`,
    ]) {
      const mail = { to: 'lan@example.com', subject: 'Đặt lại mật khẩu của bạn tại Mây', text };
      const parsed = parseMail(await raw(mail));
      expect(parsed.to).toBe(mail.to);
      expect(parsed.subject).toBe(mail.subject);
      expect(parsed.text.replace(/\r\n/g, '\n')).toBe(text);
    }
  });

  it('reads both parts of a text and HTML mail (multipart/alternative, as the shop sends)', async () => {
    const link = `http://localhost:4321/en/order/${'t'.repeat(32)}`;
    const text = `Thank you for your order!\n\n- 2 × Áo thun (Đen · L)\n\nFollow your order: ${link}`;
    const html = `<!doctype html>\n<html lang="en"><body><p>Áo thun &lt;b&gt;</p><a href="${link}">Follow</a></body></html>`;
    const parsed = parseMail(
      await raw({ to: 'lan@example.com', subject: 'We received your order', text, html }),
    );
    expect(parsed.subject).toBe('We received your order');
    expect(parsed.text.replace(/\r\n/g, '\n')).toBe(text);
    expect(parsed.html.replace(/\r\n/g, '\n')).toBe(html);
  });
});
