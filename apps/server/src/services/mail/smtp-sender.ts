import nodemailer from 'nodemailer';

export type SmtpSender = { sendRaw: (raw: Buffer, envelope: { from: string; to: string[] }) => Promise<void> };

/** Local-mode replies go out over SMTP_URL when it is set (otherwise they land in the outbox folder). */
export function createSmtpSender(url: string | undefined): SmtpSender | null {
  if (!url) return null;
  const transport = nodemailer.createTransport(url);
  return {
    async sendRaw(raw, envelope) {
      await transport.sendMail({ envelope, raw });
    },
  };
}
