"""English cases of fresh set by: a community climbing gym (Crux Hall), a pet grooming
salon (Fluff & Fold), a language exchange cafe (Babel Bean), a ferry line (Gull Island
ferry), a camping ground (Pinecrest Camping), a physiotherapy practice (Northside Physio),
a second-hand bookshop (Dog-Ear Books), a rowing regatta (Elm River Regatta), a
planetarium show (Orion Dome) and an electric scooter rental (ZipRide)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

GYM = "Crux Hall is a community climbing gym on Mill Street, run by head setter Dana Whitfield and manager Omar Reyes. It is open from 7:00 to 22:00 every day except Monday. A day pass costs $14, and a ten-visit card costs $120. Every new member must complete a 45-minute belay check before climbing on ropes, and children under 12 may climb only with an adult. The bouldering wall is 4.5 metres high and has about 1,200 holds."
GROOM = "Fluff & Fold is a pet grooming salon in Riverton for dogs and cats. Owner Priya Nair does all the scissor work, while her assistant Leo Grant handles bathing and drying. A full groom for a small dog costs $55 and takes about 90 minutes. Appointments must be cancelled at least 24 hours in advance, otherwise a $20 fee is charged. The salon is open Tuesday to Saturday from 9 am to 5 pm and accepts dogs weighing up to 40 kg."
CAFE = "Babel Bean is a cafe on Orchard Road that hosts language exchange evenings every Thursday from 6:30 pm to 9 pm. Entry costs $5 and includes one drink. Tables are grouped by language: there are Spanish, Japanese and French tables, each seating up to eight people. Half of each session is spent in the target language and the other half in English. The organiser, Mei Tanaka, asks newcomers to register online by noon on Wednesday."
FERRY = "The Gull Island ferry crosses 18 km from Porthaven to Gull Island in 50 minutes. From 1 June to 15 September there are six departures a day, the first at 7:15 and the last at 19:45. An adult return ticket costs $32, children under 5 travel free, and bicycles are carried for $4. Cars must check in at least 30 minutes before departure. The ferry, named Marta, carries up to 350 passengers and 40 cars."
CAMP = "Pinecrest Camping has 120 pitches on the shore of Lake Orla and is open from 15 April to 15 October. A tent pitch costs $28 per night for two people, and each extra person pays $7. Check-in starts at 14:00, and check-out is by 11:00. Quiet hours run from 22:00 to 7:00, and campfires are allowed only in the metal fire rings provided. The site warden is Hal Bergman."
PHYSIO = "Northside Physio is a physiotherapy practice with three therapists, led by Dr. Ana Kovac. A first assessment lasts 60 minutes and costs $95, and follow-up sessions last 30 minutes and cost $60. Patients who bring a doctor's referral get 10% off every session. The practice is open weekdays from 8 am to 6 pm and on Saturdays from 8 am to 1 pm. Appointments missed without at least 12 hours' notice are charged in full."
BOOKS = "Dog-Ear Books is a second-hand bookshop on Harbour Lane owned by Felix Marsh. When buying books, Felix pays 25% of the shelf price in cash or 40% as store credit. Paperbacks sell for between $3 and $9. The shop holds about 15,000 titles, and the rare-books cabinet is opened only on request. It is open from 10:00 to 18:00, Wednesday to Sunday."
REGATTA = "The Elm River Regatta will be held on Saturday, 14 June 2025, over a 2,000-metre course. Racing starts at 8:30, and the eights finals are at 16:00. Crews must register by 31 May, and the entry fee is $80 per boat. The regatta is organised by the Elm Rowing Club and judged by umpires from the regional federation. This year a guest crew from the capital of Ireland will also race."
PLANET = "The Orion Dome planetarium is showing 'Journey to Saturn', a 40-minute show narrated by astronomer Dr. Lena Ruiz. Shows start at 11:00, 14:00 and 19:30, Tuesday to Sunday. Tickets cost $12 for adults and $8 for children aged 4 to 12; children under 4 are not admitted. The dome is 18 metres across and seats 150 people. Latecomers cannot be let in once a show has started."
SCOOTER = "ZipRide rents out electric scooters in Lakeview through its app. Unlocking a scooter costs $1, and riding costs $0.30 per minute. Riders must be at least 18 years old and hold a driving licence. Scooters are limited to 20 km/h and must be parked in marked zones; leaving one elsewhere brings a $15 fine. The service runs from 6:00 to midnight, and a full battery lasts about 40 km."

# fmt: off
FAITHFULNESS = [
    w.faith("en-by-001", "para.reorder", "Who runs Crux Hall?", "Omar Reyes is the manager of Crux Hall, and Dana Whitfield is its head setter.", GYM, True),
    w.faith("en-by-002", "para.passive", "Who does what at Fluff & Fold?", "The scissor work is done by the owner, Priya Nair, and bathing and drying are handled by her assistant, Leo Grant.", GROOM, True),
    w.faith("en-by-003", "para.synonym", "Can I have a campfire at Pinecrest?", "Campfires are permitted solely in the metal rings that the site supplies.", CAMP, True),
    w.faith("en-by-004", "para.nominal", "When do cars have to arrive for the ferry?", "Check-in for cars is required at least 30 minutes before departure.", FERRY, True),
    w.faith("en-by-005", "para.capital", "Is any guest crew racing at the regatta?", "Yes, this year a guest crew from Dublin will also race.", REGATTA, True),
    w.faith("en-by-006", "para.pronoun", "Who narrates 'Journey to Saturn', and how long is it?", "It is narrated by the astronomer Dr. Lena Ruiz, and it runs for 40 minutes.", PLANET, True),
    w.faith("en-by-007", "para.relative", "How much does it cost to unlock a ZipRide scooter?", "ZipRide, which rents out electric scooters in Lakeview through an app, charges $1 to unlock a scooter.", SCOOTER, True),
    w.faith("en-by-008", "para.part", "Is there a Japanese table at Babel Bean?", "Yes, Japanese is one of the languages that has its own table.", CAFE, True),
    w.faith("en-by-009", "para.combine", "Who leads Northside Physio, and is it open on Saturdays?", "Led by Dr. Ana Kovac, Northside Physio is open on Saturdays from 8 am to 1 pm.", PHYSIO, True),
    w.faith("en-by-010", "fmt.number", "How many pitches does Pinecrest Camping have?", "It has one hundred and twenty pitches on the shore of Lake Orla.", CAMP, True),
    w.faith("en-by-011", "fmt.thousands", "How many titles does Dog-Ear Books have?", "The shop holds about 15000 titles.", BOOKS, True),
    w.faith("en-by-012", "fmt.scale", "How high is the bouldering wall at Crux Hall?", "The bouldering wall is 450 centimetres high.", GYM, True),
    w.faith("en-by-013", "fmt.date", "When is the Elm River Regatta?", "The regatta is on 2025-06-14, a Saturday.", REGATTA, True),
    w.faith("en-by-014", "fmt.time", "When is the last ferry of the day in summer?", "The last departure is at 7:45 pm.", FERRY, True),
    w.faith("en-by-015", "fmt.unit", "How long is the ferry crossing?", "The crossing is eighteen kilometres long and takes 50 minutes.", FERRY, True),
    w.faith("en-by-016", "fmt.abbrev", "When is Northside Physio open during the week?", "It's open Mon to Fri from 8 am to 6 pm.", PHYSIO, True),
    w.faith("en-by-017", "fmt.currency", "How much is entry to the language exchange evening?", "Entry is USD 5, and that includes one drink.", CAFE, True),
    w.faith("en-by-018", "fmt.range", "How heavy can a dog be at Fluff & Fold?", "The maximum weight the salon accepts for a dog is 40 kg.", GROOM, True),
    w.faith("en-by-019", "fmt.period", "How early do I have to cancel a grooming appointment?", "You have to cancel at least one day in advance, otherwise there is a $20 fee.", GROOM, True),
    w.faith("en-by-020", "fmt.share", "How much of each session is in the target language?", "50% of each session is in the target language, and the rest is in English.", CAFE, True),
    w.faith("en-by-021", "para.except", "When is Crux Hall open?", "Crux Hall is closed on Mondays; on all other days it is open from 7:00 to 22:00.", GYM, True),
    w.faith("en-by-022", "wrap.opener", "How much are tickets for the planetarium show?", "Great question! Tickets are $12 for adults and $8 for children aged 4 to 12.", PLANET, True),
    w.faith("en-by-023", "wrap.closer", "Who can rent a ZipRide scooter?", "Riders must be at least 18 years old and hold a driving licence. Hope that helps!", SCOOTER, True),
    w.faith("en-by-024", "wrap.attribution", "How does Dog-Ear Books pay for the books it buys?", "According to the document, Felix pays 25% of the shelf price in cash or 40% as store credit.", BOOKS, True),
    w.faith("en-by-025", "wrap.hedge", "What is the entry fee for the regatta?", "I think the entry fee is $80 per boat.", REGATTA, True),
    w.faith("en-by-026", "wrap.question", "When are quiet hours at Pinecrest?", "Quiet hours run from 22:00 to 7:00. Would you like to know the campfire rules as well?", CAMP, True),
    w.faith("en-by-027", "value.number", "How many pitches does Pinecrest Camping have?", "Pinecrest Camping has 150 pitches on the shore of Lake Orla.", CAMP, False),
    w.faith("en-by-028", "value.date", "When is the Elm River Regatta?", "The regatta will be held on Saturday, 21 June 2025.", REGATTA, False),
    w.faith("en-by-029", "value.time", "When do the planetarium shows start?", "Shows start at 11:00, 15:00 and 19:30, Tuesday to Sunday.", PLANET, False),
    w.faith("en-by-030", "value.unit", "How heavy can a dog be at Fluff & Fold?", "The salon accepts dogs weighing up to 40 lb.", GROOM, False),
    w.faith("en-by-031", "value.currency", "How much is an adult return ticket for the ferry?", "An adult return ticket costs $23.", FERRY, False),
    w.faith("en-by-032", "role.swap", "Who does the scissor work at Fluff & Fold?", "Leo Grant does all the scissor work, while Priya Nair handles bathing and drying.", GROOM, False),
    w.faith("en-by-033", "negation", "Can I take my bicycle on the ferry?", "No, the ferry does not carry bicycles.", FERRY, False),
    w.faith("en-by-034", "antonym", "What time is check-in at Pinecrest?", "Check-in ends at 14:00, and check-out is by 11:00.", CAMP, False),
    w.faith("en-by-035", "modality", "Do new members need a belay check?", "New members can take a 45-minute belay check if they want to, but it is optional.", GYM, False),
    w.faith("en-by-036", "quantifier", "Who gets a discount at Northside Physio?", "All patients get 10% off every session.", PHYSIO, False),
    w.faith("en-by-037", "value.except", "Which days is Crux Hall open?", "Crux Hall is open every day, Mondays included, from 7:00 to 22:00.", GYM, False),
    w.faith("en-by-038", "direction", "When can crews register for the regatta?", "Registration for crews opens after 31 May, and the fee is $80 per boat.", REGATTA, False),
    w.faith("en-by-039", "added.fact", "How much does a ZipRide trip cost?", "Unlocking costs $1 and riding costs $0.30 per minute, and the first ten minutes are free at weekends.", SCOOTER, False),
    w.faith("en-by-040", "added.entity", "Who owns Dog-Ear Books?", "Felix Marsh owns Dog-Ear Books together with his sister, Clara Marsh.", BOOKS, False),
    w.faith("en-by-041", "mixed", "How long is a follow-up session at Northside Physio?", "Follow-up sessions last 30 minutes, and most health insurers cover them in full.", PHYSIO, False),
]

REFUSAL = [
    w.refusal("en-by-042", "refusal.plain", "Does Crux Hall have a sauna?", "I'm sorry, but I don't know whether Crux Hall has a sauna.", GYM, True),
    w.refusal("en-by-043", "refusal.context", "Is there a cafe on board the ferry?", "The provided information doesn't say whether there is a cafe on board the ferry.", FERRY, True),
    w.refusal("en-by-044", "refusal.short", "Are dogs allowed at Pinecrest Camping?", "I can't answer that.", CAMP, True),
    w.refusal("en-by-045", "refusal.long", "Is there parking at the Orion Dome?", "Thank you for asking. Unfortunately, the information I have covers only the show itself, its schedule and the ticket prices; it says nothing about parking at the Orion Dome. I'd rather not guess, so I can't give you an answer on this. The planetarium's staff would be the best people to ask.", PLANET, True),
    w.refusal("en-by-046", "refusal.hedged", "How much does a follow-up session cost at Northside Physio?", "I'm not completely sure, but it looks like a follow-up session costs $60.", PHYSIO, False),
    w.refusal("en-by-047", "refusal.partial", "How much does riding a ZipRide scooter cost, and is there a monthly pass?", "Riding costs $1 to unlock plus $0.30 per minute. I can't find anything about a monthly pass, though.", SCOOTER, False),
]

CORRECTNESS = [
    w.correct("en-by-048", "correct.wordy", "How long is the course at the Elm River Regatta?", "When the crews line up at the Elm River Regatta, the distance they have to cover from the start to the finish line is 2,000 metres in total.", "The course is 2,000 metres long.", True),
    w.correct("en-by-049", "correct.short", "What share of the shelf price does Felix pay as store credit?", "40%.", "He pays 40% of the shelf price as store credit.", True),
    w.correct("en-by-050", "correct.format", "When does the first ferry leave in summer?", "At a quarter past seven in the morning.", "The first departure is at 7:15.", True),
    w.correct("en-by-051", "wrong.value", "How much does a tent pitch cost at Pinecrest?", "A tent pitch costs $38 per night for two people.", "A tent pitch costs $28 per night for two people.", False),
    w.correct("en-by-052", "wrong.echo", "How long does a full groom for a small dog take?", "A full groom for a small dog takes about three hours.", "It takes about 90 minutes.", False),
    w.correct("en-by-053", "wrong.role", "Who organises the Elm River Regatta, and who judges it?", "The regional federation organises it, and umpires from the Elm Rowing Club judge the races.", "The Elm Rowing Club organises it, and umpires from the regional federation judge it.", False),
]

RELEVANCY = [
    w.relevant("en-by-054", "relevant.direct", "How big is the dome at the Orion Dome planetarium?", "The dome is 18 metres across and seats 150 people.", PLANET, True),
    w.relevant("en-by-055", "relevant.yesno", "Do I need to register before coming to a language exchange evening?", "Yes, newcomers are asked to register online by noon on Wednesday.", CAFE, True),
    w.relevant("en-by-056", "offtopic.true", "How much does it cost to take a bicycle on the ferry?", "The ferry, named Marta, carries up to 350 passengers and 40 cars.", FERRY, False),
    w.relevant("en-by-057", "offtopic.other", "How long does a first assessment at Northside Physio last?", "Appointments missed without 12 hours' notice are charged in full.", PHYSIO, False),
]

DIAGNOSIS = [
    w.diag("en-by-058", "diag.pass", "How fast can a ZipRide scooter go?", "ZipRide scooters are limited to 20 km/h.", {"zipride": SCOOTER, "pinecrest": CAMP}, ("zipride",), "pass"),
    w.diag("en-by-059", "diag.offtopic", "When is Dog-Ear Books open?", "The shop holds about 15,000 titles.", {"dog-ear": BOOKS, "babel-bean": CAFE}, ("dog-ear",), "fix_generation"),
    w.diag("en-by-060", "diag.unfaithful", "By what time do I have to check out at Pinecrest?", "Check-out is by 13:00.", {"pinecrest": CAMP, "gull-ferry": FERRY}, ("pinecrest",), "fix_generation"),
    w.diag("en-by-061", "diag.refused", "Which days is Fluff & Fold open?", "Sorry, I couldn't find the opening days in the documents.", {"fluff-fold": GROOM, "northside": PHYSIO}, ("fluff-fold",), "fix_generation"),
    w.diag("en-by-062", "diag.missed", "What is the entry fee for the Elm River Regatta?", "The documents I have don't mention the regatta's entry fee.", {"orion-dome": PLANET, "crux-hall": GYM}, ("elm-regatta",), "fix_retrieval"),
    w.diag("en-by-063", "diag.correct_refusal", "Does Babel Bean have Wi-Fi?", "The documents don't say whether Babel Bean has Wi-Fi.", {"babel-bean": CAFE, "dog-ear": BOOKS}, (), "correct_refusal"),
    w.diag("en-by-064", "diag.should_refuse", "Does Crux Hall offer yoga classes?", "Yes, Crux Hall offers yoga classes on Wednesday evenings.", {"crux-hall": GYM, "zipride": SCOOTER}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
