// @ts-check
// `npm run bench:profile-lighthouse`: Lighthouse's performance score (mobile, simulated
// throttling, median of LIGHTHOUSE_RUNS runs; target at least 95) of a public profile,
// /portfolio/<username>, behind the real gateway on the built apps (built first when changed).
// The profile is made as a freelancer would: the demo freelancer signs in (Keycloak), picks a
// username, saves the profile with a photo and publishes a project with two images (tus uploads),
// so the page has what a real one has.
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { buildAll } from './build.mjs';
import {
  CHROMIUM_ARGS,
  LIGHTHOUSE_RUNS,
  mobileLighthouse,
  printLighthouse,
} from './lib/lighthouse.mjs';
import { startPlatform } from './lib/platform.mjs';

const PORT = 8097;
const ORIGIN = `http://localhost:${PORT}`;
const USERNAME = 'sofia-marin';
const DEMO_FREELANCER = 'freelancer@demo.atelier.test';
const DEMO_PASSWORD = 'atelier-demo';

/** Signs the demo freelancer in through Keycloak's page; answers the token the app sends. */
async function freelancerToken() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    /** @type {string | null} */
    let token = null;
    page.on('request', (request) => {
      if (!new URL(request.url()).pathname.startsWith('/api/')) return;
      request
        .allHeaders()
        .then(({ authorization }) => {
          if (authorization?.startsWith('Bearer ')) token = authorization.slice(7);
        })
        .catch(() => undefined);
    });
    await page.goto(`${ORIGIN}/login`);
    // Keycloak's (themed) sign-in page, which /login redirects to.
    await page.locator('#username').fill(DEMO_FREELANCER);
    await page.locator('#password').fill(DEMO_PASSWORD);
    await page.locator('#kc-login').click();
    for (let waited = 0; token === null && waited < 60_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (token === null) throw new Error('The demo freelancer could not sign in');
    return /** @type {string} */ (token);
  } finally {
    await browser.close();
  }
}

/** A photo-like JPEG of `width` x `height` (a gradient, so it compresses as photos do). */
function photo(
  /** @type {number} */ width,
  /** @type {number} */ height,
  /** @type {number} */ hue,
) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="1" stop-color="hsl(${hue + 40},50%,30%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="hsl(${hue + 180},40%,60%)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** @param {string} token */
function api(token) {
  const authorization = `Bearer ${token}`;
  const b64 = (/** @type {string} */ text) => Buffer.from(text).toString('base64');
  return {
    /** A tus upload of purpose image; answers its id. */
    async upload(/** @type {string} */ name, /** @type {Buffer} */ bytes) {
      const tus = { authorization, 'Tus-Resumable': '1.0.0' };
      const created = await fetch(`${ORIGIN}/api/uploads`, {
        method: 'POST',
        headers: {
          ...tus,
          'Upload-Length': String(bytes.length),
          'Upload-Metadata': `purpose ${b64('image')},filename ${b64(name)}`,
        },
      });
      const id = /([0-9a-f]{32})$/.exec(created.headers.get('location') ?? '')?.[1];
      if (created.status !== 201 || id === undefined) throw new Error(`upload: ${created.status}`);
      const patched = await fetch(`${ORIGIN}/api/uploads/${id}`, {
        method: 'PATCH',
        headers: {
          ...tus,
          'Upload-Offset': '0',
          'Content-Type': 'application/offset+octet-stream',
        },
        body: new Uint8Array(bytes),
      });
      if (patched.status !== 204) throw new Error(`upload ${id}: ${patched.status}`);
      return { key: id, name, size: bytes.length };
    },
    async send(
      /** @type {string} */ method,
      /** @type {string} */ path,
      /** @type {unknown} */ body,
    ) {
      const response = await fetch(`${ORIGIN}${path}`, {
        method,
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok)
        throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    },
  };
}

async function makeProfile() {
  const client = api(await freelancerToken());
  const portrait = await client.upload('me.jpg', await photo(800, 800, 20));
  await client.send('PUT', '/api/me/public-profile', {
    username: USERNAME,
    fullName: 'Sofia Marin',
    profession: 'Swimwear & Resort Designer',
    location: 'Barcelona, Spain',
    availability: 'available',
    bio: 'I design swimwear and resort collections from recycled fabrics, from the first sketch to the tech pack and the factory sample. Ten years with brands in Spain, Portugal and Italy; fluent in CLO 3D and at home on the factory floor.',
    categories: ['Swimwear Design', 'Resort Wear'],
    skills: ['CLO 3D', 'Tech Packs', 'Adobe Illustrator'],
    services: ['Swimwear design', 'Tech pack creation'],
    languages: ['English', 'Spanish'],
    hourlyRate: 65,
    currency: 'EUR',
    openToFullTime: false,
    openToRemote: true,
    yearsExperience: 10,
    socialLinks: { linkedin: 'https://linkedin.com/in/sofia', instagram: '', website: '' },
    contactEmail: 'sofia@studio.test',
    phone: '',
    isPublic: true,
    showContactInfo: true,
    allowDownloads: false,
    photoKey: portrait.key,
  });
  for (const [index, title] of [
    'Resort 2026 Swim Capsule',
    'Recycled Nylon Bikini Line',
  ].entries()) {
    await client.send('POST', '/api/me/projects', {
      title,
      category: 'Swimwear Design',
      description: 'Six swim pieces in printed recycled nylon, shot in Menorca.',
      client: 'Costa Brava Swim',
      year: 2026,
      tags: ['swimwear', 'resort'],
      status: 'published',
      featured: index === 0,
      images: [
        await client.upload(`front-${index}.jpg`, await photo(1600, 1200, 190 + index * 60)),
        await client.upload(`back-${index}.jpg`, await photo(1600, 1200, 220 + index * 60)),
      ],
    });
  }
}

async function main() {
  await buildAll();
  const platform = await startPlatform({
    port: PORT,
    apiPort: 4097,
    keycloakPort: PORT + 500,
    ephemeral: true,
    name: 'nginx-bench-profile',
  });
  try {
    await makeProfile();
    printLighthouse(
      `/portfolio/${USERNAME}`,
      await mobileLighthouse(`${ORIGIN}/portfolio/${USERNAME}`, LIGHTHOUSE_RUNS),
    );
  } finally {
    await platform.stop();
  }
}

// Lets the event loop drain the child processes' handles before exiting.
main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
