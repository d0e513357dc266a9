/** An outgoing e-mail. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The port services use to send mail; the adapter decides how it leaves the building. */
export interface MailSender {
  send(mail: Mail): Promise<void>;
}
