import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type Received = {
  to: string
  subject: string
  text: string
  attachments: { filename: string; contentType: string; content: Buffer }[]
}

/** A real SMTP server on a free port; `refuse` makes it reject every message with that reason. */
export const startSmtp = async () => {
  const received: Received[] = []
  const state = { refuse: '' }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          if (state.refuse) return done(Object.assign(new Error(state.refuse), { responseCode: 550 }))
          received.push({
            to: mail.to ? String((mail.to as { text: string }).text) : '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content,
            })),
          })
          done()
        })
        .catch(done)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
