import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import nodemailer from 'nodemailer'

export type Mail = { id: number; to: string; subject: string; text: string; html: string }
/** Delivers one message or throws with the reason (the outbox records it and retries). */
export type MailTransport = { send: (mail: Mail) => Promise<void> }

/**
 * SMTP through nodemailer when `smtpUrl` is set; otherwise each message is written to
 * `dataDir/outbox/<id>.eml`, so a fresh machine "sends" to a folder a person can open.
 */
export const createMailTransport = (opts: {
  smtpUrl?: string
  from: string
  dataDir: string
}): MailTransport => {
  if (opts.smtpUrl) {
    const smtp = nodemailer.createTransport(opts.smtpUrl)
    return {
      send: async (mail) => {
        await smtp.sendMail({
          from: opts.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        })
      },
    }
  }
  const folder = join(opts.dataDir, 'outbox')
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    send: async (mail) => {
      const info = await files.sendMail({
        from: opts.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      })
      mkdirSync(folder, { recursive: true })
      writeFileSync(join(folder, `${mail.id}.eml`), info.message as Buffer)
    },
  }
}
