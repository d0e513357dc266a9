import QRCode from 'qrcode';

/** Where the footer's QR code sends a phone: the app page, which links to both stores. */
export async function appDownloadQr(publicOrigin: string): Promise<string> {
  return QRCode.toString(`${publicOrigin}/app?utm_source=web_footer&utm_medium=qrcode`, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#333333', light: '#ffffff' },
  });
}
