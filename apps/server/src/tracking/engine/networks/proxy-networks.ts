import type { NetworkKind } from '@affnet/contracts';

/*
 * Autonomous systems whose addresses are servers, not people: where VPN exits, anonymous and
 * residential-looking proxies, Tor exits, scrapers and click bots run. A click from one of them
 * counts as proxied (docs/tracking.md, "Visitor facts"). Chosen for the traffic they carry, each
 * number checked against the holder's name in @ip-location-db/asn (networks.test.ts keeps it so). Transit carriers (Cogent, NTT, Hurricane Electric) are
 * left out: their customers include offices and homes.
 */

/** Holders (their registered name's start, then what they are known as) and their AS numbers. */
type NetworkList = ReadonlyArray<readonly [holder: string, asns: readonly number[]]>;

/** Clouds, CDNs (iCloud Private Relay and Cloudflare WARP leave through these), hosting and servers. */
export const DATA_CENTRES: NetworkList = [
  // Clouds
  ['Amazon', [16509, 14618, 8987]],
  ['Google', [396982, 15169, 19527, 139190]],
  ['Microsoft', [8075, 8068]],
  ['Oracle', [31898]],
  ['IBM Cloud', [36351]],
  ['Alibaba', [45102, 37963]],
  ['Tencent', [132203, 45090]],
  ['Huawei (Huawei Cloud)', [136907]],
  ['Yandex.Cloud', [200350]],
  ['UCloud', [135377]],
  ['Kaopu Cloud', [138915]],
  // CDNs and edge networks
  ['Cloudflare', [13335, 209242]],
  ['Akamai (Linode included)', [20940, 16625, 63949]],
  ['Fastly', [54113]],
  ['Datacamp (CDN77)', [60068, 212238]],
  ['G-Core Labs', [199524, 202422]],
  ['Zenlayer', [21859]],
  ['Path Network', [396998]],
  // Hosting and servers
  ['DigitalOcean', [14061, 393406]],
  ['OVH', [16276]],
  ['Hetzner', [24940, 213230]],
  ['The Constant Company (Vultr)', [20473]],
  ['Contabo', [51167, 40021, 141995]],
  ['Scaleway', [12876]],
  ['Leaseweb', [60781, 28753, 16265, 30633, 395954, 7203, 32613, 133752]],
  ['M247', [9009]],
  ['Psychz', [40676]],
  ['QuadraNet', [8100]],
  ['HostPapa', [36352, 54290]],
  ['Hostinger', [47583]],
  ['IONOS', [8560]],
  ['HostRoyale', [203020, 204287, 207990]],
  ['Packet Host (Equinix Metal)', [54825]],
  ['Rackspace', [19994, 27357]],
  ['Kamatera', [36007]],
  ['FranTech (BuyVM)', [53667]],
  ['Clouvider', [62240]],
  ['Sharktech', [46844]],
  ['GoDaddy', [26496, 398101]],
  ['Namecheap', [22612]],
  ['Selectel', [49505]],
  ['Timeweb', [9123]],
  ['Aeza', [210644]],
  ['Servers.com', [7979]],
  ['HostHatch', [63473]],
  ['Serverius', [50673]],
  ['WorldStream', [49981]],
  ['NForce', [43350]],
  ['Hivelocity', [29802, 61317]],
  ['ReliableSite', [23470]],
  ['xTom', [3258, 4785, 9312]],
  ['GSL Networks', [137409]],
  ['Performive', [46562]],
  ['Strato', [6724]],
  ['netcup', [197540]],
  ['Multacom', [35916]],
  ['Eonix', [62904]],
  ['IT7 Networks', [25820]],
  ['B2 Net Solutions', [55286]],
  ['Nocix', [33387]],
  ['tzulo', [11878]],
  ['Censys (scanners)', [398324]],
  ['Latitude.sh', [396356]],
  ['Internap', [32475]],
  ['velia.net', [29066, 30083]],
  ['GleSYS', [42708]],
  ['Host Europe', [8972]],
  ['Scalaxy', [58061]],
  ['Global Layer', [49453]],
  ['Sakura Internet', [9370]],
  ['NovoServe', [24875]],
  ['Tier.Net', [397423]],
  ['Private Layer', [51852]],
  ['AlexHost', [200019]],
  ['Amarutu', [206264]],
  ['GTHost', [63023]],
  ['FDCservers', [30058]],
  ['Interserver', [19318]],
  ['Limestone Networks', [46475]],
  ['Secured Servers', [20454]],
  ['CNServers', [40065]],
  ['Blazing SEO (proxy reseller)', [397630]],
  ['Voxility', [3223]],
  ['SkyLink Data Center', [44592]],
  ['Nexeon', [20278, 131199]],
  ['i3D.net', [49544]],
  ['BlueVPS', [62005]],
  ['Melbikomas', [8849, 56630]],
  ["Joe's Datacenter", [19969]],
  ['WebNX', [18450]],
  ['UK Dedicated Servers', [42831]],
  ['HOSTKEY', [57043]],
  ['EDIS', [57169]],
  ['Sprious', [64267]],
  ['FlokiNET', [200651]],
  ['Zomro', [204601]],
  ['UK-2', [13213]],
  ['iomart Cloud', [20860]],
  ['Aruba', [31034, 199883]],
  ['HostDime', [33182]],
  ['Turnkey Internet', [40244]],
  ['RouterHosting', [14956]],
  ['EGIHosting', [18779]],
  ['Majestic Hosting', [396073]],
  ['Gigabit Hosting', [55720]],
  ['Obehosting', [42675]],
  ['Baxet', [51659]],
  ['Belcloud', [44901]],
];

/** Networks that exist to run VPN exits. */
export const VPN_PROVIDERS: NetworkList = [
  ['Proton (Proton VPN)', [209103]],
  ['31173 Services (Mullvad)', [39351]],
  ['PacketHub (NordVPN)', [207137, 136787, 147049]],
];

/** Networks that exist to run Tor exit relays. */
export const TOR_OPERATORS: NetworkList = [
  ['Stiftung Erneuerbare Freiheit (Zwiebelfreunde)', [60729]],
  ['Foundation for Applied Privacy', [208323]],
  ['Emerald Onion', [396507]],
  ['F3 Netze', [205100]],
  ['Foreningen for digitala fri- och rattigheter (DFRI)', [198093]],
  ['The Calyx Institute', [4224]],
];

export const numbersOf = (list: NetworkList): number[] => list.flatMap(([, asns]) => asns);

export const PROXY_NETWORKS: ReadonlyMap<number, NetworkKind> = new Map<number, NetworkKind>([
  ...numbersOf(DATA_CENTRES).map((asn) => [asn, 'data_centre'] as const),
  ...numbersOf(VPN_PROVIDERS).map((asn) => [asn, 'vpn'] as const),
  ...numbersOf(TOR_OPERATORS).map((asn) => [asn, 'tor'] as const),
]);
