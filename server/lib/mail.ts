import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Transporter } from 'nodemailer'

/** A file sent with a message; `content` is base64, so the outbox row can hold it as it is. */
export type MailAttachment = { filename: string; contentType: string; content: string }
export type Mail = {
  id: number
  to: string
  subject: string
  text: string
  html: string
  attachments?: MailAttachment[]
}

/** Text made safe to put in an e-mail's HTML. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

const attachmentsOf = (mail: Mail) =>
  (mail.attachments ?? []).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: a.content,
    encoding: 'base64',
  }))
/** Delivers one message or throws with the reason (the outbox records it and retries). */
export type MailTransport = { send: (mail: Mail) => Promise<void> }

/** nodemailer is loaded with the first message, not with the server (memory it rarely needs). */
const nodemailer = () => import('nodemailer').then((m) => m.default)

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
    const url = opts.smtpUrl
    let smtp: Promise<Transporter> | undefined
    return {
      send: async (mail) => {
        smtp ??= nodemailer().then((n) => n.createTransport(url))
        await (await smtp).sendMail({
          from: opts.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: attachmentsOf(mail),
        })
      },
    }
  }
  const folder = join(opts.dataDir, 'outbox')
  let files: Promise<Transporter> | undefined
  return {
    send: async (mail) => {
      files ??= nodemailer().then((n) =>
        n.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
      )
      const info = await (await files).sendMail({
        from: opts.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: attachmentsOf(mail),
      })
      mkdirSync(folder, { recursive: true })
      writeFileSync(join(folder, `${mail.id}.eml`), info.message as Buffer)
    },
  }
}
