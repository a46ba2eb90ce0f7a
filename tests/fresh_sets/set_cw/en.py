"""Fresh set cw, English: a shelter, a karaoke bar, luggage storage, a bird sanctuary, a notary, a sewing course, a drive-in, a kite festival, a water park and a sports centre."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

SHELTER = (
    "Hollowbrook Animal Shelter currently houses 46 dogs and 38 cats. "
    "Last year it placed 1,350 animals in new homes. "
    "The adoption fee is $120 for a dog and $85 for a cat, and every animal is microchipped before it leaves. "
    "The shelter is open to visitors every day except Tuesday, from 11 a.m. to 6 p.m. "
    "Adopters must be at least 21 years old and must bring a photo ID."
)
KARAOKE = (
    "The Echo Lounge karaoke bar has 9 private rooms and a main stage. "
    "A small room for up to 6 people costs $32 per hour, and a large room for up to 14 people costs $58 per hour. "
    "On Thursdays the bar stays open until 2 a.m.; on all other nights it closes at midnight. "
    "Guests must be 18 or older after 9 p.m. "
    "The song library holds 24,000 songs, and manager Dev Patel adds new ones on the first Monday of each month."
)
LUGGAGE = (
    "SwiftStow, the luggage storage service at Central Station, stores bags for $7 per bag per day. "
    "Bags heavier than 30 kg cost an extra $5. "
    "The counter is open every day from 6:30 a.m. to 10:30 p.m. "
    "Customers may leave bags for a maximum of 14 days. "
    "Each bag is insured up to $2,000, and staff seal every bag with a numbered tag."
)
BIRDS = (
    "Marsh Point Bird Sanctuary covers 340 hectares of wetland. "
    "About 180 bird species have been recorded there, including the rare bittern. "
    "The boardwalk trail is 2.4 kilometres long. "
    "Dogs are prohibited everywhere in the sanctuary except in the car park. "
    "Guided walks led by the ornithologist Dr. Helen Crane start at 7 a.m. on Sundays and cost $12. "
    "Half of the places on each walk are reserved for members."
)
NOTARY = (
    "Laura Brennan, a notary public, has her office at 14 Elm Street. "
    "The office certifies documents on weekdays from 9 a.m. to 5 p.m. "
    "A signature certification costs $25 per document. "
    "Clients must bring a valid government-issued photo ID; appointments are recommended but not required. "
    "Her assistant, Tom Okafor, prepares the paperwork, and Ms. Brennan signs and seals it. "
    "Apostille requests take up to 5 business days."
)
SEWING = (
    "The beginners' sewing course at Stitch & Thread Studio runs for 8 weeks, starting on March 5, 2025. "
    "Classes take place every Wednesday from 6:30 p.m. to 8:30 p.m. "
    "The course costs $240, including fabric for the first project. "
    "Each class has at most 10 students, and every student gets their own sewing machine. "
    "The instructor, Priya Nair, has taught sewing for 15 years."
)
DRIVE_IN = (
    "The Starlight Drive-In shows two films every night from May to September. "
    "Admission is $30 per car, regardless of the number of people inside. "
    "The first film starts at 8:45 p.m., and the gates open one hour earlier. "
    "Sound is broadcast on FM 88.7. "
    "Cars taller than 2 metres must park in the back two rows. "
    "The snack bar closes 30 minutes after the second film begins."
)
KITES = (
    "The Windhaven Kite Festival takes place on August 16-17, 2025, on the beach of Port Ellery, the capital of Marlow County. "
    "Entry is free for spectators, but kite flyers must register by August 1 and pay a $15 fee. "
    "More than 300 kites took part last year. "
    "Kites larger than 10 square metres may only be flown in the north field. "
    "The night show with illuminated kites begins at 9 p.m. on Saturday. "
    "The festival was founded in 1998 by the Port Ellery Sailing Club."
)
WATER_PARK = (
    "Splash Cove Water Park opens for the season on June 1 and is then open daily from 10 a.m. to 7 p.m. "
    "A day ticket costs $45 for adults and $30 for children under 12; children under 3 get in free. "
    "Riders on the Cyclone slide must be at least 1.2 metres tall. "
    "The wave pool is 25 metres long, and its water is heated to 28 °C. "
    "Lifeguards are on duty at every pool, and guests must wear swimwear on all slides."
)
SPORTS = (
    "The Riverside University Sports Centre is open to students and staff from 7 a.m. to 10 p.m. on weekdays and from 9 a.m. to 6 p.m. at weekends. "
    "A semester membership costs $90 for students and $150 for staff. "
    "The 50-metre pool has 8 lanes, and two of them are reserved for the swim team on weekday evenings. "
    "Squash courts must be booked online at least 24 hours in advance. "
    "The centre is managed by Coach Alan Whitfield."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-cw-001", "para.reorder", "Are the shelter's animals microchipped?", "Before it leaves the shelter, every animal is microchipped.", SHELTER, True),
    w.faith("en-cw-002", "para.passive", "Who handles the paperwork at the notary office?", "The paperwork is prepared by the assistant, Tom Okafor, and it is signed and sealed by Ms. Brennan.", NOTARY, True),
    w.faith("en-cw-003", "para.synonym", "How many songs can we pick from at the Echo Lounge?", "The bar's song catalogue contains 24,000 tracks.", KARAOKE, True),
    w.faith("en-cw-004", "para.nominal", "What does it cost to leave a bag at SwiftStow?", "Storage costs $7 per bag per day.", LUGGAGE, True),
    w.faith("en-cw-005", "para.capital", "Which town is the capital of Marlow County?", "Marlow County's capital is Port Ellery, where the kite festival is held on the beach.", KITES, True),
    w.faith("en-cw-006", "para.pronoun", "Who is Dev Patel?", "He is the manager of the Echo Lounge, and he adds new songs on the first Monday of each month.", KARAOKE, True),
    w.faith("en-cw-007", "para.relative", "Who teaches the beginners' sewing course?", "The course is taught by Priya Nair, who has taught sewing for 15 years.", SEWING, True),
    w.faith("en-cw-008", "para.part", "How long is the wave pool?", "The wave pool is 25 metres long.", WATER_PARK, True),
    w.faith("en-cw-009", "para.combine", "Who runs the sports centre, and what is the pool like?", "The sports centre, which is managed by Coach Alan Whitfield, has a 50-metre pool with 8 lanes.", SPORTS, True),
    w.faith("en-cw-010", "fmt.number", "How many films does the drive-in show each night?", "It shows 2 films every night from May to September.", DRIVE_IN, True),
    w.faith("en-cw-011", "fmt.thousands", "How many animals did Hollowbrook rehome last year?", "Last year the shelter placed 1350 animals in new homes.", SHELTER, True),
    w.faith("en-cw-012", "fmt.scale", "How long is the boardwalk trail at Marsh Point?", "The boardwalk trail is 2,400 metres long.", BIRDS, True),
    w.faith("en-cw-013", "fmt.date", "When does the beginners' sewing course start?", "It starts on 2025-03-05.", SEWING, True),
    w.faith("en-cw-014", "fmt.time", "What time does the first film start at the Starlight?", "The first film starts at 20:45.", DRIVE_IN, True),
    w.faith("en-cw-015", "fmt.unit", "How warm is the water in the wave pool?", "The wave pool's water is heated to 28 degrees Celsius.", WATER_PARK, True),
    w.faith("en-cw-016", "fmt.abbrev", "Who leads the guided walks at the sanctuary?", "The walks are led by the ornithologist Doctor Helen Crane.", BIRDS, True),
    w.faith("en-cw-017", "fmt.currency", "How much is a small karaoke room?", "A small room, for up to 6 people, costs 32 dollars an hour.", KARAOKE, True),
    w.faith("en-cw-018", "fmt.range", "How long can I leave my suitcase at SwiftStow?", "You can leave it for up to 14 days.", LUGGAGE, True),
    w.faith("en-cw-019", "fmt.period", "How long does the sewing course last?", "The course lasts 56 days.", SEWING, True),
    w.faith("en-cw-020", "fmt.share", "Are places on the guided walks kept for members?", "Yes, 50 % of the places on each walk are reserved for members.", BIRDS, True),
    w.faith("en-cw-021", "para.except", "Is there anywhere at the sanctuary where my dog is allowed?", "Yes, dogs are allowed in the car park.", BIRDS, True),
    w.faith("en-cw-022", "wrap.opener", "How much does it cost to get into the drive-in?", "Great question! Admission is $30 per car, no matter how many people are inside.", DRIVE_IN, True),
    w.faith("en-cw-023", "wrap.closer", "Do I have to pay for my two-year-old at Splash Cove?", "No, children under 3 get in free. I hope this helps!", WATER_PARK, True),
    w.faith("en-cw-024", "wrap.attribution", "How do I get a squash court?", "According to the sports centre's rules, squash courts must be booked online at least 24 hours in advance.", SPORTS, True),
    w.faith("en-cw-025", "wrap.hedge", "Do spectators pay to attend the kite festival?", "I believe entry is free for spectators.", KITES, True),
    w.faith("en-cw-026", "wrap.question", "How much does it cost to have a signature certified?", "A signature certification costs $25 per document. Would you like to know the office hours as well?", NOTARY, True),
    w.faith("en-cw-027", "value.number", "How many lanes does the university pool have?", "The pool has 10 lanes.", SPORTS, False),
    w.faith("en-cw-028", "value.date", "What's the registration deadline for kite flyers?", "Flyers need to register by August 10 and pay a $15 fee.", KITES, False),
    w.faith("en-cw-029", "value.time", "How late is the Echo Lounge open on Thursdays?", "On Thursdays it stays open until 3 a.m.", KARAOKE, False),
    w.faith("en-cw-030", "value.unit", "Is there a surcharge for heavy bags?", "Yes, bags heavier than 30 pounds cost an extra $5.", LUGGAGE, False),
    w.faith("en-cw-031", "value.currency", "What is the adoption fee for a cat?", "The adoption fee for a cat is 85 euros.", SHELTER, False),
    w.faith("en-cw-032", "role.swap", "Who signs the documents at the notary office?", "Tom Okafor signs and seals the documents after Laura Brennan prepares the paperwork.", NOTARY, False),
    w.faith("en-cw-033", "negation", "Do I need swimwear on the slides?", "No, guests don't need to wear swimwear on the slides.", WATER_PARK, False),
    w.faith("en-cw-034", "antonym", "Can I still buy snacks during the second film?", "The snack bar opens 30 minutes after the second film begins.", DRIVE_IN, False),
    w.faith("en-cw-035", "modality", "Do I need an appointment at the notary office?", "Yes, an appointment is required before you come to the notary office.", NOTARY, False),
    w.faith("en-cw-036", "quantifier", "Will I have my own sewing machine in class?", "Only some of the students get their own sewing machine.", SEWING, False),
    w.faith("en-cw-037", "value.except", "Is the shelter open on Tuesdays?", "Yes, on Tuesdays the shelter is open to visitors from 11 a.m. to 6 p.m.", SHELTER, False),
    w.faith("en-cw-038", "direction", "Is there a height rule for the Cyclone slide?", "Yes, riders on the Cyclone must be at most 1.2 metres tall.", WATER_PARK, False),
    w.faith("en-cw-039", "added.fact", "How much is admission at the drive-in?", "Admission is $30 per car, whatever the number of people inside, and every car gets a free bucket of popcorn.", DRIVE_IN, False),
    w.faith("en-cw-040", "added.entity", "Who leads the Sunday walks at Marsh Point?", "The Sunday walks are led by Dr. Helen Crane together with the park ranger Mark Ellis.", BIRDS, False),
    w.faith("en-cw-041", "mixed", "When is SwiftStow open?", "The counter is open from 6:30 a.m. to 10:30 p.m., but it is closed on public holidays.", LUGGAGE, False),
]
REFUSAL = [
    w.refusal("en-cw-042", "refusal.plain", "Does the Echo Lounge serve food?", "I'm sorry, I don't have that information.", KARAOKE, True),
    w.refusal("en-cw-043", "refusal.context", "Is there a car park at Splash Cove?", "The provided documents don't say whether Splash Cove has a car park.", WATER_PARK, True),
    w.refusal("en-cw-044", "refusal.short", "Does the studio sell sewing machines?", "No idea.", SEWING, True),
    w.refusal("en-cw-045", "refusal.long", "Can I store a bicycle at SwiftStow?", "Thank you for your question. Unfortunately, the information I have doesn't say whether SwiftStow accepts bicycles. The sources only cover bag prices, opening hours and the 14-day limit. I'd suggest contacting SwiftStow directly before you go.", LUGGAGE, True),
    w.refusal("en-cw-046", "refusal.hedged", "When does the night show start at the kite festival?", "I'm not completely sure, but it looks like the night show begins at 9 p.m. on Saturday.", KITES, False),
    w.refusal("en-cw-047", "refusal.partial", "How much is a semester membership for students and for alumni?", "Students pay $90 per semester; the documents don't mention a price for alumni.", SPORTS, False),
]
CORRECTNESS = [
    w.correct("en-cw-048", "correct.wordy", "Who founded the Windhaven Kite Festival?", "The festival has quite a history: it was founded back in 1998 by the Port Ellery Sailing Club.", "The Port Ellery Sailing Club.", True),
    w.correct("en-cw-049", "correct.short", "What do adopters have to bring to the shelter?", "A photo ID.", "Adopters have to bring a photo ID with them when they come to adopt an animal.", True),
    w.correct("en-cw-050", "correct.format", "When do the gates open at the drive-in?", "The gates open at 19:45.", "At 7:45 p.m.", True),
    w.correct("en-cw-051", "wrong.value", "How many private rooms does the Echo Lounge have?", "It has 12 private rooms.", "9 private rooms.", False),
    w.correct("en-cw-052", "wrong.echo", "How long is the boardwalk trail at Marsh Point?", "The boardwalk trail at Marsh Point is a long boardwalk trail that runs through the wetland.", "2.4 kilometres.", False),
    w.correct("en-cw-053", "wrong.role", "Who signs and seals the documents at the notary office?", "Tom Okafor, the assistant.", "Laura Brennan, the notary.", False),
]
RELEVANCY = [
    w.relevant("en-cw-054", "relevant.direct", "What will a day at Splash Cove cost for my 8-year-old?", "Children under 12 pay $30 for a day ticket.", WATER_PARK, True),
    w.relevant("en-cw-055", "relevant.yesno", "Can my 16-year-old sing at the Echo Lounge at 10 p.m.?", "No, after 9 p.m. guests must be 18 or older.", KARAOKE, True),
    w.relevant("en-cw-056", "offtopic.true", "How much does the sewing course cost?", "Each class has at most 10 students.", SEWING, False),
    w.relevant("en-cw-057", "offtopic.other", "How do I book a squash court?", "A semester membership costs $90 for students and $150 for staff.", SPORTS, False),
]
DIAGNOSIS = [
    w.diag("en-cw-058", "diag.pass", "How tall do you have to be to ride the Cyclone?", "You have to be at least 1.2 metres tall.", {"water": WATER_PARK, "kites": KITES}, ("water",), "pass"),
    w.diag("en-cw-059", "diag.offtopic", "How much does it cost to register as a kite flyer?", "The night show with illuminated kites begins at 9 p.m. on Saturday.", {"kites": KITES, "birds": BIRDS}, ("kites",), "fix_generation"),
    w.diag("en-cw-060", "diag.unfaithful", "How many dogs live at Hollowbrook right now?", "The shelter currently houses 64 dogs.", {"shelter": SHELTER, "karaoke": KARAOKE}, ("shelter",), "fix_generation"),
    w.diag("en-cw-061", "diag.refused", "How long does an apostille request take?", "I'm sorry, I can't find that information.", {"notary": NOTARY, "luggage": LUGGAGE}, ("notary",), "fix_generation"),
    w.diag("en-cw-062", "diag.missed", "How much does the beginners' sewing course cost?", "I don't know.", {"drive_in": DRIVE_IN, "water": WATER_PARK}, ("sewing",), "fix_retrieval"),
    w.diag("en-cw-063", "diag.correct_refusal", "Does the sports centre have a climbing wall?", "The documents don't mention a climbing wall, so I can't say.", {"sports": SPORTS, "water": WATER_PARK}, (), "correct_refusal"),
    w.diag("en-cw-064", "diag.should_refuse", "Does the Echo Lounge have a parking lot?", "Yes, the Echo Lounge has a free parking lot behind the building.", {"karaoke": KARAOKE, "luggage": LUGGAGE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
