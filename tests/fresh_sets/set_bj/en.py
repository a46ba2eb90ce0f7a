"""English cases of set BJ: a software subscription plan, a botanical garden, a passport office,
a cooking class, a parking garage, a youth orchestra, an airline's baggage policy, a laundry
service, a bowling alley and a mountain hut."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

SOFTWARE = "The Team plan of Notely costs $12 per user per month, or $120 per user per year when billed annually. It includes 100 GB of cloud storage per workspace and keeps version history for the last 90 days. Teams of up to 50 users may sign up online; larger organizations must contact sales. Subscriptions can be cancelled at any time, but annual plans are not refunded after the first 14 days."
GARDEN = "The Fairmont Botanical Garden is open daily from 9 a.m. to 6 p.m., except on Thanksgiving Day. Admission is $15 for adults and $8 for children aged 4 to 12; children under 4 get in free. The glasshouse holds more than 1,200 orchid species and is kept at 24 °C all year round. Dogs are not allowed anywhere in the garden except on the Riverside Path, where they must be kept on a leash."
PASSPORT = "The regional passport office at 410 Capitol Mall in Sacramento, the capital of California, is open Monday to Friday from 8:30 a.m. to 4:30 p.m. Applicants must book an appointment online; walk-ins are accepted only for emergency travel within 72 hours. Standard processing takes six weeks, and expedited processing, which costs an extra $60, takes two weeks. Photos must be 2 by 2 inches and taken within the last six months."
COOKING = "Chef Marisol Vega teaches the Saturday pasta class at Olive & Thyme, which runs from 10 a.m. to 1 p.m. The class costs $85 per person and includes all ingredients and a glass of wine. Each session is limited to 12 participants. Aprons are provided, but students with long hair must tie it back. Bookings cancelled less than 48 hours before the class are not refunded."
PARKING = "The Elm Street Garage has 640 spaces on five levels and is open 24 hours a day. The first 30 minutes are free; after that, parking costs $3 per hour, up to a daily maximum of $24. Monthly passes cost $180. Electric vehicle chargers are on level 2, and vehicles taller than 2.1 metres may not enter."
ORCHESTRA = "The Lakeside Youth Orchestra accepts musicians aged 12 to 18. Rehearsals are held every Tuesday from 6 p.m. to 8:30 p.m. at Carver Hall. The orchestra was founded in 1987 by conductor Helen Marsh, and since 2015 it has been led by David Okafor. Members pay $350 per season, and half of the places in the string section are reserved for first-year players. Auditions for new members are held on September 7, 2024."
BAGGAGE = "On SkyNorth Airlines, economy passengers on international flights may check one bag of up to 23 kg for free. Each additional bag costs $75. Carry-on bags must not exceed 7 kg and must fit in the overhead bin. Passengers flying to the U.S. may lock checked bags only with TSA-approved locks. Sports equipment such as golf clubs counts as one checked bag."
LAUNDRY = "Sudsy's Laundry Service washes, dries and folds clothes for $1.75 per pound, with a minimum order of 10 pounds. Orders dropped off before 10 a.m. are ready the same day by 6 p.m. Dry cleaning takes three business days. Pickup and delivery are free for orders over $30 within 5 miles of the shop. The shop is open every day except Sunday."
BOWLING = "Pinpoint Lanes has 24 lanes and is open from noon to midnight, and until 2 a.m. on Fridays and Saturdays. A game costs $6 per person, and shoe rental is $4. On Mondays, games are half price. Children under 10 must be accompanied by an adult. The alley was founded in 1972 by Ray Dunn; his daughter Carla has run it since 2010."
HUT = "The Granite Peak Hut sits at 10,200 feet and is staffed from mid-June to the end of September. A bunk in the dormitory costs $45 per night, and dinner is $22. Guests must bring their own sleeping-bag liner; blankets are provided. Reservations are required for groups of six or more. The hut is about a four-hour hike from the Cedar Creek trailhead."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("en-bj-001", "para.reorder", "When is the Fairmont Botanical Garden open?", "Except on Thanksgiving Day, you can visit the garden every day between 9 a.m. and 6 p.m.", GARDEN, True),
    w.faith("en-bj-002", "para.passive", "Who founded the Lakeside Youth Orchestra?", "Conductor Helen Marsh founded the orchestra in 1987.", ORCHESTRA, True),
    w.faith("en-bj-003", "para.synonym", "How big is the Elm Street Garage?", "The garage offers 640 parking spots spread over five floors.", PARKING, True),
    w.faith("en-bj-004", "para.nominal", "What happens if I cancel the pasta class the day before?", "There is no refund for cancellations made less than 48 hours before the class.", COOKING, True),
    w.faith("en-bj-005", "para.capital", "Which city is the regional passport office in?", "It's in California's capital, Sacramento, at 410 Capitol Mall.", PASSPORT, True),
    w.faith("en-bj-006", "para.pronoun", "Who runs Pinpoint Lanes today?", "Carla, the daughter of founder Ray Dunn. She has run it since 2010.", BOWLING, True),
    w.faith("en-bj-007", "para.relative", "When is the Granite Peak Hut staffed?", "The Granite Peak Hut, which sits at 10,200 feet, is staffed from mid-June to the end of September.", HUT, True),
    w.faith("en-bj-008", "para.part", "How much storage comes with the Notely Team plan?", "Each workspace gets 100 GB of cloud storage.", SOFTWARE, True),
    w.faith("en-bj-009", "para.combine", "What does SkyNorth charge for checked bags on international flights?", "Economy passengers get one checked bag of up to 23 kg free, and every additional bag is $75.", BAGGAGE, True),
    w.faith("en-bj-010", "fmt.number", "How many people can join a pasta class?", "Each session takes a maximum of twelve participants.", COOKING, True),
    w.faith("en-bj-011", "fmt.thousands", "How many orchids does the glasshouse have?", "It holds over 1200 orchid species.", GARDEN, True),
    w.faith("en-bj-012", "fmt.scale", "How heavy can my carry-on be on SkyNorth?", "Your carry-on can weigh no more than 7,000 grams, and it has to fit in the overhead bin.", BAGGAGE, True),
    w.faith("en-bj-013", "fmt.date", "When are the orchestra auditions?", "Auditions for new members take place on 7 September 2024.", ORCHESTRA, True),
    w.faith("en-bj-014", "fmt.time", "What are the rehearsal times of the Lakeside Youth Orchestra?", "Rehearsals run every Tuesday from 18:00 to 20:30 at Carver Hall.", ORCHESTRA, True),
    w.faith("en-bj-015", "fmt.unit", "How warm is the glasshouse?", "The glasshouse is kept at 24 degrees Celsius all year.", GARDEN, True),
    w.faith("en-bj-016", "fmt.abbrev", "Can I lock my checked suitcase on a flight to New York?", "If you're flying to the United States, you can lock checked bags only with TSA-approved locks.", BAGGAGE, True),
    w.faith("en-bj-017", "fmt.currency", "What does Sudsy's charge for wash and fold?", "It's 1 dollar and 75 cents per pound, with a 10-pound minimum.", LAUNDRY, True),
    w.faith("en-bj-018", "fmt.range", "What's the most I could pay for one day at the Elm Street Garage?", "You'll never pay more than $24 for a single day.", PARKING, True),
    w.faith("en-bj-019", "fmt.period", "How long does expedited passport processing take?", "Expedited processing takes 14 days and costs an extra $60.", PASSPORT, True),
    w.faith("en-bj-020", "fmt.share", "Is there a cheap day to go bowling at Pinpoint Lanes?", "Yes, on Mondays games are 50% off.", BOWLING, True),
    w.faith("en-bj-021", "para.except", "Can I drop off laundry at Sudsy's on a Sunday?", "No, the shop is closed on Sundays.", LAUNDRY, True),
    w.faith("en-bj-022", "wrap.opener", "How much is a bed at the Granite Peak Hut?", "Great question! A dormitory bunk at the hut costs $45 per night.", HUT, True),
    w.faith("en-bj-023", "wrap.closer", "Can I cancel my Notely subscription?", "Yes, you can cancel your subscription at any time. I hope this helps!", SOFTWARE, True),
    w.faith("en-bj-024", "wrap.attribution", "Can I drive my camper van into the Elm Street Garage?", "According to the garage's information, vehicles taller than 2.1 metres may not enter, so it depends on your van's height.", PARKING, True),
    w.faith("en-bj-025", "wrap.hedge", "When is the pasta class?", "I believe the pasta class runs on Saturdays from 10 a.m. to 1 p.m.", COOKING, True),
    w.faith("en-bj-026", "wrap.question", "How much is adult admission to the botanical garden?", "Adult admission is $15. Would you like the children's prices as well?", GARDEN, True),
    w.faith("en-bj-027", "value.number", "How many spaces does the Elm Street Garage have?", "The garage has 460 spaces on five levels.", PARKING, False),
    w.faith("en-bj-028", "value.date", "When are the orchestra auditions?", "Auditions for new members are held on September 17, 2024.", ORCHESTRA, False),
    w.faith("en-bj-029", "value.time", "What are the passport office's opening hours?", "The office is open Monday to Friday from 8:30 a.m. to 5:30 p.m.", PASSPORT, False),
    w.faith("en-bj-030", "value.unit", "How much does wash and fold cost at Sudsy's?", "Wash and fold costs $1.75 per kilogram, with a minimum order of 10 pounds.", LAUNDRY, False),
    w.faith("en-bj-031", "value.currency", "How much is the pasta class?", "The class costs $95 per person, including all ingredients and a glass of wine.", COOKING, False),
    w.faith("en-bj-032", "role.swap", "Who founded the Lakeside Youth Orchestra, and who leads it now?", "The orchestra was founded in 1987 by David Okafor, and Helen Marsh has led it since 2015.", ORCHESTRA, False),
    w.faith("en-bj-033", "negation", "If I cancel my annual Notely plan after a month, do I get money back?", "Yes, annual plans are still refunded after the first 14 days.", SOFTWARE, False),
    w.faith("en-bj-034", "antonym", "Is there anyone at the Granite Peak Hut in summer?", "The hut is unstaffed from mid-June to the end of September.", HUT, False),
    w.faith("en-bj-035", "modality", "Do I need to bring a sleeping-bag liner to the hut?", "No, a liner is optional; you can bring one if you like, and blankets are provided.", HUT, False),
    w.faith("en-bj-036", "quantifier", "Are places in the orchestra's string section reserved for newcomers?", "Yes, all of the places in the string section are reserved for first-year players.", ORCHESTRA, False),
    w.faith("en-bj-037", "value.except", "Can I walk my dog on the Riverside Path?", "No, dogs are banned on the Riverside Path.", GARDEN, False),
    w.faith("en-bj-038", "direction", "Can my team sign up for the Notely Team plan online?", "Teams of at least 50 users may sign up online.", SOFTWARE, False),
    w.faith("en-bj-039", "added.fact", "How much does bowling cost at Pinpoint Lanes?", "A game costs $6 per person, and shoe rental is $4, which includes a free pair of socks.", BOWLING, False),
    w.faith("en-bj-040", "added.entity", "Who teaches the Saturday pasta class?", "Chef Marisol Vega teaches it, together with her sous-chef Luca Romano.", COOKING, False),
    w.faith("en-bj-041", "mixed", "Can I bring my golf clubs on SkyNorth?", "Golf clubs count as one checked bag, and they must be dropped off at the oversized baggage counter.", BAGGAGE, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-bj-042", "refusal.plain", "Does the Granite Peak Hut have showers?", "I'm sorry, I don't have that information.", HUT, True),
    w.refusal("en-bj-043", "refusal.context", "Is there a student discount on the Notely Team plan?", "The provided documents don't mention a student discount, so I can't answer that.", SOFTWARE, True),
    w.refusal("en-bj-044", "refusal.long", "Can I bring my own wine to the pasta class?", "Thanks for asking! Unfortunately, the information I have about the class doesn't say whether you can bring your own wine. I'd recommend contacting Olive & Thyme directly before your booking; they'll be able to tell you.", COOKING, True),
    w.refusal("en-bj-045", "refusal.hedged", "How late is Pinpoint Lanes open on a Saturday?", "I'm not completely sure, but I think it stays open until 2 a.m. on Saturdays.", BOWLING, False),
    w.refusal("en-bj-046", "refusal.partial", "What are the Elm Street Garage's rates for motorcycles and cars?", "The documents don't mention motorcycles, but in general the first 30 minutes are free and after that it's $3 an hour.", PARKING, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-bj-047", "correct.wordy", "Who founded the Lakeside Youth Orchestra?", "The Lakeside Youth Orchestra was founded back in 1987 by the conductor Helen Marsh.", "Helen Marsh.", True),
    w.correct("en-bj-048", "correct.short", "How long does standard passport processing take?", "Six weeks.", "Standard processing takes six weeks; expedited processing takes two weeks for an extra fee.", True),
    w.correct("en-bj-049", "correct.format", "What is SkyNorth's weight limit for carry-on bags?", "Seven kilograms.", "7 kg.", True),
    w.correct("en-bj-050", "wrong.value", "How much is a monthly pass at the Elm Street Garage?", "A monthly pass costs $150.", "$180.", False),
    w.correct("en-bj-051", "wrong.echo", "On which level of the Elm Street Garage are the electric vehicle chargers?", "The electric vehicle chargers of the Elm Street Garage are on level 4.", "Level 2.", False),
    w.correct("en-bj-052", "wrong.role", "Who founded Pinpoint Lanes, and who runs it now?", "Carla Dunn founded it, and her father Ray runs it now.", "Ray Dunn founded it; his daughter Carla runs it now.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-bj-053", "relevant.direct", "What does it cost to rent shoes at Pinpoint Lanes?", "Four dollars a pair.", BOWLING, True),
    w.relevant("en-bj-054", "relevant.yesno", "Can I take my dog to the Fairmont Botanical Garden?", "Yes, but only on the Riverside Path, and it has to be on a leash.", GARDEN, True),
    w.relevant("en-bj-055", "relevant.direct", "How long is the walk up to the Granite Peak Hut?", "About four hours from the Cedar Creek trailhead.", HUT, True),
    w.relevant("en-bj-056", "offtopic.true", "What time do the youth orchestra's rehearsals start?", "Members pay $350 per season.", ORCHESTRA, False),
    w.relevant("en-bj-057", "offtopic.other", "How much does dry cleaning cost at Sudsy's?", "Dry cleaning takes three business days.", LAUNDRY, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-bj-058", "diag.pass", "How much does the Saturday pasta class cost?", "It costs $85 per person, with all ingredients and a glass of wine included.", {"cooking-01": COOKING, "bowling-01": BOWLING}, ("cooking-01",), "pass"),
    w.diag("en-bj-059", "diag.offtopic", "What is the daily maximum at the Elm Street Garage?", "Electric vehicle chargers are on level 2.", {"parking-01": PARKING, "laundry-01": LAUNDRY}, ("parking-01",), "fix_generation"),
    w.diag("en-bj-060", "diag.unfaithful", "How long does expedited passport processing take?", "Expedited processing takes four weeks.", {"passport-01": PASSPORT, "software-01": SOFTWARE}, ("passport-01",), "fix_generation"),
    w.diag("en-bj-061", "diag.refused", "How much does an extra checked bag cost on SkyNorth?", "I'm sorry, I couldn't find that in the documents.", {"baggage-01": BAGGAGE, "hut-01": HUT}, ("baggage-01",), "fix_generation"),
    w.diag("en-bj-062", "diag.missed", "What is the minimum order for Sudsy's wash-and-fold service?", "I don't know.", {"garden-01": GARDEN, "orchestra-01": ORCHESTRA}, ("laundry-01",), "fix_retrieval"),
    w.diag("en-bj-063", "diag.correct_refusal", "What is the Wi-Fi password at the Fairmont Botanical Garden?", "I'm sorry, the documents don't include that.", {"garden-01": GARDEN, "software-01": SOFTWARE}, (), "correct_refusal"),
    w.diag("en-bj-064", "diag.should_refuse", "Who designed the glasshouse at the Fairmont Botanical Garden?", "The glasshouse was designed by the architect Paul Whitney in 1964.", {"garden-01": GARDEN, "hut-01": HUT}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
