"""English cases of set U: an ice rink, a passport office, a coworking space, a planetarium,
a night train and a bicycle repair shop."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

RINK = "Frostbay Ice Rink is open from 10:00 to 21:30 every day except Monday, and its public season ends on 15 March 2025. Adult admission costs $12, and children under 12 pay $7. Skate rental is $4 per pair, and helmets are free for skaters under 16. The ice is resurfaced every 90 minutes."
PASSPORT = "The Linden Street Passport Office processes standard renewals in 15 business days; an express service costs an extra $60 and cuts this to 5 business days. Applicants must bring two identical photos taken within the last six months. Appointments can be booked online up to 30 days in advance, and walk-in visitors are served only on Thursday afternoons."
COWORK = "Hatchwork Coworking on Pier Road has 140 desks spread over three floors. A hot-desk pass costs £180 per month, while a fixed desk costs £260 per month and includes a personal locker. Members get 8 hours of meeting-room time each month, and extra hours are billed at £15 each. The building is open to members 24 hours a day, but reception is staffed only from 8:30 to 18:00 on weekdays."
PLANET = "The Orion Hall Planetarium seats 220 visitors under a dome 18 metres wide. Its evening show, 'Journey to the Outer Planets', runs every Friday at 19:45 and lasts 50 minutes, and latecomers are not admitted once it has started. In 2023 the planetarium welcomed 1,350,000 visitors, half of them school pupils."
TRAIN = "The Northern Star night train leaves Glasgow at 23:40 and arrives in London at 07:10 the next morning. Each sleeper cabin has two berths, and a single berth costs £95 one way. Breakfast is served in the lounge car from 06:00, and pets are allowed only in cabins booked for sole use."
BIKE = "Spokewise Bike Repair on Kessel Lane services about 2,400 bicycles a year. A basic tune-up costs $45 and is usually finished within two days, while a full overhaul costs $130 and takes up to a week. The owner, Dana Whitlock, trained the head mechanic, Ravi Osei. Customers may leave bikes after hours in the locked drop box, but e-bikes must be handed over in person."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: paraphrase, format and wrapping phenomena
    w.faith("en-u-001", "para.reorder", "How much is skate rental at Frostbay?", "For $4 a pair, you can rent skates at Frostbay.", RINK, True),
    w.faith("en-u-002", "para.passive", "Who trained Ravi Osei?", "Ravi Osei, the head mechanic, was trained by the owner, Dana Whitlock.", BIKE, True),
    w.faith("en-u-003", "para.synonym", "What photos do I need for my passport renewal?", "You need two matching photos taken in the past six months.", PASSPORT, True),
    w.faith("en-u-004", "para.nominal", "How far ahead can I book an appointment?", "Online booking of appointments is possible up to 30 days in advance.", PASSPORT, True),
    w.faith("en-u-005", "para.capital", "When does the Northern Star leave Glasgow?", "the northern star night train leaves glasgow at 23:40.", TRAIN, True),
    w.faith("en-u-006", "para.pronoun", "How long is the Friday evening show at Orion Hall?", "It lasts 50 minutes and starts at 19:45 every Friday.", PLANET, True),
    w.faith("en-u-007", "para.relative", "What's included with a fixed desk?", "A fixed desk, which costs £260 per month, includes a personal locker.", COWORK, True),
    w.faith("en-u-008", "para.part", "How many desks does Hatchwork have?", "Hatchwork has 140 desks.", COWORK, True),
    w.faith("en-u-009", "para.combine", "When does the train reach London, and what does a berth cost?", "It arrives in London at 07:10 the next morning, and a single berth costs £95 one way.", TRAIN, True),
    w.faith("en-u-010", "fmt.number", "How many photos do I need to bring?", "You need to bring 2 identical photos taken within the last 6 months.", PASSPORT, True),
    w.faith("en-u-011", "fmt.thousands", "How many bikes does Spokewise service each year?", "Around 2400 bicycles a year.", BIKE, True),
    w.faith("en-u-012", "fmt.scale", "How many people visited the planetarium in 2023?", "It welcomed 1.35 million visitors in 2023.", PLANET, True),
    w.faith("en-u-013", "fmt.date", "When does the public season at Frostbay end?", "The public season ends on March 15, 2025.", RINK, True),
    w.faith("en-u-014", "fmt.time", "What time does the night train depart from Glasgow?", "It departs from Glasgow at 11:40 p.m.", TRAIN, True),
    w.faith("en-u-015", "fmt.unit", "How wide is the planetarium dome?", "The dome is 18 m wide.", PLANET, True),
    w.faith("en-u-016", "fmt.abbrev", "Where is Hatchwork Coworking?", "It's on Pier Rd.", COWORK, True),
    w.faith("en-u-017", "fmt.currency", "How much is a hot-desk pass?", "A hot-desk pass is 180 pounds a month.", COWORK, True),
    w.faith("en-u-018", "fmt.range", "What are the rink's opening hours?", "The rink is open 10:00–21:30, every day except Monday.", RINK, True),
    w.faith("en-u-019", "fmt.period", "How often is the ice resurfaced?", "The ice is resurfaced every hour and a half.", RINK, True),
    w.faith("en-u-020", "fmt.share", "What share of the 2023 visitors were school pupils?", "50% of them were school pupils.", PLANET, True),
    w.faith("en-u-021", "para.except", "Which day is Frostbay closed?", "Frostbay is closed only on Mondays; every other day it's open from 10:00 to 21:30.", RINK, True),
    w.faith("en-u-022", "wrap.opener", "When is breakfast served on the Northern Star?", "Great question! Breakfast is served in the lounge car from 06:00.", TRAIN, True),
    w.faith("en-u-023", "wrap.closer", "Do kids have to pay for helmets?", "Helmets are free for skaters under 16. Enjoy your time on the ice!", RINK, True),
    w.faith("en-u-024", "wrap.attribution", "Can I just walk in without an appointment?", "According to the passport office's information, walk-in visitors are served only on Thursday afternoons.", PASSPORT, True),
    w.faith("en-u-025", "wrap.hedge", "What do extra meeting-room hours cost?", "As far as I can tell, extra meeting-room hours are billed at £15 each.", COWORK, True),
    w.faith("en-u-026", "wrap.question", "Can I still get in if I arrive after the show starts?", "Wondering about arriving late? Latecomers are not admitted once the show has started.", PLANET, True),
    w.faith("en-u-027", "para.synonym", "When is the Hatchwork front desk staffed?", "Reception has staff only between 8:30 and 18:00 on weekdays.", COWORK, True),
    w.faith("en-u-028", "para.passive", "How many visitors came to the planetarium in 2023?", "1,350,000 visitors were welcomed by the planetarium in 2023.", PLANET, True),
    w.faith("en-u-029", "fmt.time", "What time does the rink close?", "It closes at 9:30 p.m.", RINK, True),
    w.faith("en-u-030", "fmt.currency", "How much is a basic tune-up?", "A basic tune-up is 45 dollars and is usually done within two days.", BIKE, True),
    w.faith("en-u-031", "para.combine", "How do a basic tune-up and a full overhaul compare?", "A basic tune-up costs $45 and is usually finished within two days, whereas a full overhaul costs $130 and can take up to a week.", BIKE, True),
    w.faith("en-u-032", "fmt.period", "How much is a fixed desk?", "A fixed desk costs £260 monthly.", COWORK, True),
    w.faith("en-u-033", "para.pronoun", "Can e-bikes go in the after-hours drop box?", "No, they must be handed over in person.", BIKE, True),
    # unfaithful: exactly one clear error
    w.faith("en-u-034", "value.number", "How many visitors does the planetarium seat?", "The planetarium seats 250 visitors.", PLANET, False),
    w.faith("en-u-035", "value.date", "When does Frostbay's public season end?", "It ends on 15 April 2025.", RINK, False),
    w.faith("en-u-036", "value.time", "When does the Northern Star leave Glasgow?", "It leaves Glasgow at 22:40.", TRAIN, False),
    w.faith("en-u-037", "value.unit", "How wide is the dome?", "The dome is 18 feet wide.", PLANET, False),
    w.faith("en-u-038", "value.currency", "What does a fixed desk cost?", "A fixed desk costs $260 per month and includes a personal locker.", COWORK, False),
    w.faith("en-u-039", "role.swap", "Who trained whom at Spokewise?", "The head mechanic, Ravi Osei, trained the owner, Dana Whitlock.", BIKE, False),
    w.faith("en-u-040", "negation", "Can I book an appointment online?", "No, appointments cannot be booked online.", PASSPORT, False),
    w.faith("en-u-041", "antonym", "When is reception staffed?", "Reception is staffed from 8:30 to 18:00 on weekends.", COWORK, False),
    w.faith("en-u-042", "modality", "What can I do with my bike after hours?", "Customers must leave bikes after hours in the locked drop box.", BIKE, False),
    w.faith("en-u-043", "quantifier", "Can I bring my dog on the Northern Star?", "Yes, pets are allowed in all sleeper cabins.", TRAIN, False),
    w.faith("en-u-044", "value.except", "Which days is the rink open?", "The rink is open every day except Sunday.", RINK, False),
    w.faith("en-u-045", "direction", "What route does the Northern Star take?", "It leaves London at 23:40 and arrives in Glasgow at 07:10 the next morning.", TRAIN, False),
    w.faith("en-u-046", "added.fact", "How much meeting-room time do members get?", "Members get 8 hours of meeting-room time each month, and unused hours roll over to the next month.", COWORK, False),
    w.faith("en-u-047", "added.entity", "What is the Friday evening show?", "The Friday show, 'Journey to the Outer Planets', is narrated by astronomer Helen Marsh.", PLANET, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-u-048", "refusal.plain", "Does Frostbay offer figure-skating lessons?", "I'm sorry, I don't have that information.", RINK, True),
    w.refusal("en-u-049", "refusal.context", "Is there parking at Hatchwork?", "The provided context doesn't mention parking at Hatchwork, so I can't answer that.", COWORK, True),
    w.refusal("en-u-050", "refusal.hedged", "What time does the Friday show start?", "I can't be completely certain, but the information suggests the show starts at 19:45.", PLANET, False),
    w.refusal("en-u-051", "refusal.partial", "How long does the express service take, and can I pay by card?", "The context doesn't say which payment methods are accepted, but the express service takes 5 business days.", PASSPORT, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-u-052", "correct.wordy", "How long does a standard passport renewal take?", "If you go with the standard service, the Linden Street office takes 15 business days to process your passport renewal.", "15 business days.", True),
    w.correct("en-u-053", "correct.short", "What does a single berth on the Northern Star cost one way?", "£95.", "A single berth costs £95 one way.", True),
    w.correct("en-u-054", "correct.format", "When does the night train arrive in London?", "At 7:10 a.m. the following day.", "It arrives at 07:10 the next morning.", True),
    w.correct("en-u-055", "wrong.value", "How much is a full overhaul at Spokewise?", "A full overhaul costs $150.", "A full overhaul costs $130.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-u-056", "relevant.direct", "How long should I budget for the Friday planetarium show?", "Fifty minutes.", PLANET, True),
    w.relevant("en-u-057", "relevant.yesno", "Do kids under 16 get a free helmet at Frostbay?", "Yes, they do.", RINK, True),
    w.relevant("en-u-058", "offtopic.true", "How much does a hot-desk pass cost at Hatchwork?", "Hatchwork has 140 desks spread over three floors.", COWORK, False),
    w.relevant("en-u-059", "offtopic.other", "What time does breakfast start on the night train?", "The planetarium's evening show lasts 50 minutes.", TRAIN, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-u-060", "diag.pass", "How much is adult admission at Frostbay?", "Adult admission costs $12.", {"rink-01": RINK, "cowork-03": COWORK}, ("rink-01",), "pass"),
    w.diag("en-u-061", "diag.missed", "When does the Northern Star leave Glasgow?", "I'm sorry, the documents don't say when the train leaves.", {"planet-04": PLANET, "bike-06": BIKE}, ("train-05",), "fix_retrieval"),
    w.diag("en-u-062", "diag.correct_refusal", "Does Hatchwork allow dogs in the building?", "The provided information doesn't mention whether dogs are allowed at Hatchwork.", {"cowork-03": COWORK}, (), "correct_refusal"),
    w.diag("en-u-063", "diag.unfaithful", "How long does the express passport service take?", "The express service takes 10 business days.", {"passport-02": PASSPORT}, ("passport-02",), "fix_generation"),
    w.diag("en-u-064", "diag.offtopic", "What does a basic tune-up cost?", "E-bikes must be handed over in person.", {"bike-06": BIKE}, ("bike-06",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
