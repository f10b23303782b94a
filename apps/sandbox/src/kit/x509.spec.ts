import { generateKeyPairSync, X509Certificate } from 'node:crypto';
import { issueCertificate } from './x509';

describe('issueCertificate', () => {
  it('writes a CA and a leaf that Node reads, chains and checks by host name', () => {
    const ca = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const leaf = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const now = Date.now();
    const caName = { commonName: 'Sandbox Root CA', organization: 'Sandbox', country: 'US' };
    const caPem = issueCertificate({
      subject: caName,
      issuer: caName,
      publicKey: ca.publicKey,
      signingKey: ca.privateKey,
      notBefore: new Date(now - 60_000),
      notAfter: new Date(now + 86_400_000),
      ca: true,
    });
    const leafPem = issueCertificate({
      subject: { commonName: 'messageverificationcerts.paypal.com' },
      issuer: caName,
      publicKey: leaf.publicKey,
      signingKey: ca.privateKey,
      notBefore: new Date(now - 60_000),
      notAfter: new Date(now + 86_400_000),
      dnsNames: ['messageverificationcerts.paypal.com'],
    });
    const caCert = new X509Certificate(caPem);
    const leafCert = new X509Certificate(leafPem);
    expect(caCert.ca).toBe(true);
    expect(leafCert.ca).toBe(false);
    expect(caCert.verify(ca.publicKey)).toBe(true);
    expect(leafCert.checkIssued(caCert)).toBe(true);
    expect(leafCert.verify(caCert.publicKey)).toBe(true);
    expect(leafCert.verify(leaf.publicKey)).toBe(false);
    expect(leafCert.checkHost('messageverificationcerts.paypal.com')).toBe(
      'messageverificationcerts.paypal.com',
    );
    expect(leafCert.checkHost('evil.example')).toBeUndefined();
    expect(leafCert.publicKey.export({ type: 'spki', format: 'pem' })).toBe(
      leaf.publicKey.export({ type: 'spki', format: 'pem' }),
    );
  });
});
