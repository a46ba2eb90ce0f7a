"""English cases of set t22: a bicycle courier's rates and team, an allotment association's
plots and committee, a fitness tracker's user guide, a hostel's kitchen rules, a volunteer
fire brigade and a chocolate factory tour."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

COURIER_RATES = (
    "Swiftspoke Couriers delivers parcels across the city centre between 7:30 and 19:00 on weekdays. "
    "Standard deliveries cost £6.50 and may weigh no more than 8 kg. "
    "Parcels over 8 kg are carried by the cargo-bike team for a flat fee of £11. "
    "Riders hand every parcel to the recipient in person unless the sender has approved a safe place."
)
COURIER_TEAM = (
    "Dispatcher Helen Okafor assigns the morning routes, and rider Tomasz Wren covers the riverside zone. "
    "On 14 March 2024 Tomasz delivered 42 parcels, the team's record. "
    "Riders are paid £4 per drop plus a £20 daily base. "
    "Rain jackets are provided by the company; helmets must be bought by the riders themselves."
)
PLOTS = (
    "The Elm Lane Allotment Association has 60 plots, each measuring 250 square metres. "
    "The annual rent is £45, due by 1 October. "
    "New members must work their plot for a six-month trial before their tenancy is confirmed. "
    "Bonfires are forbidden from April to September."
)
COMMITTEE = (
    "The association's chair, Margaret Ellis, signs off every tenancy, and the treasurer, Dev Patel, collects the rents. "
    "The communal shed opens on Saturdays from 9 a.m. to noon. "
    "Half of the water butts were replaced in 2023. "
    "Members may keep hens but not roosters."
)
BAND_BATTERY = (
    "The PulseBand 3 battery lasts up to 7 days on a single charge. "
    "A full charge takes about 90 minutes using the supplied magnetic cable. "
    "The band is water-resistant to 50 metres, but it should not be worn in a sauna. "
    "Sleep tracking switches on automatically between 10 p.m. and 8 a.m."
)
BAND_PAIRING = (
    "To pair the band, open the companion app and hold the band within 30 cm of your phone. "
    "The heart-rate sensor takes a reading every 5 seconds during workouts and every 10 minutes otherwise. "
    "Step goals can be changed in Settings; the default is 8,000 steps. "
    "Firmware updates install only while the band is charging."
)
KITCHEN_HOURS = (
    "The guest kitchen at Harbour Lights Hostel is open from 7:00 to 23:00 every day except Sunday, when it closes at 21:00. "
    "Guests must label their food with their name and check-out date. "
    "Unlabelled items in the fridge are thrown away every Friday morning. "
    "Alcohol is not allowed in the kitchen."
)
KITCHEN_KIT = (
    "Pots, pans and cutlery are free to use, but guests must wash and dry them straight after use. "
    "The night receptionist, Sam Torres, locks the kitchen at closing time. "
    "A deposit of €10 is charged for the large stockpot. "
    "Deep-frying is forbidden."
)
BRIGADE = (
    "The Millbrook Volunteer Fire Brigade has 28 active members. "
    "Training takes place every Tuesday evening from 19:30 to 21:30. "
    "Recruits must be at least 18 years old and pass a fitness test before joining. "
    "Commander Lisa Brandt leads every callout, and her deputy, Owen Hale, manages the equipment."
)
BRIGADE_YEAR = (
    "In 2023 the brigade answered 134 callouts, about a third of them road accidents. "
    "The new fire engine, delivered in May 2024, carries 2,000 litres of water. "
    "Members receive £15 for each callout they attend."
)
TOUR = (
    "Tours of the Cocoa Mill factory start every hour from 10:00 to 16:00, Tuesday to Saturday. "
    "Tickets cost £14 for adults and £8 for children under 12; under-4s go free. "
    "Each tour lasts 75 minutes and ends with a tasting of five chocolates. "
    "Photography is not allowed on the production floor."
)

# fmt: off
FAITHFULNESS: tuple[Case, ...] = (
    w.faith("en-t22-001", "para.synonym", "When does Swiftspoke deliver?", "Swiftspoke brings parcels around the city centre from 7:30 to 19:00, Monday to Friday.", COURIER_RATES, True),
    w.faith("en-t22-002", "fmt.currency", "How much is a standard delivery with Swiftspoke?", "A standard delivery is six pounds fifty.", COURIER_RATES, True),
    w.faith("en-t22-003", "para.except", "Do the riders ever leave a parcel somewhere instead of handing it over?", "Only when the sender has okayed a safe place; otherwise each parcel goes straight into the recipient's hands.", COURIER_RATES, True),
    w.faith("en-t22-004", "direction", "Who takes the parcels the cargo-bike team handles?", "Parcels lighter than 8 kg go to the cargo-bike team, which charges a flat £11.", COURIER_RATES, False),
    w.faith("en-t22-005", "role.swap", "Who does what in the morning at Swiftspoke?", "Tomasz Wren draws up the morning routes, while Helen Okafor rides the riverside zone.", COURIER_TEAM, False),
    w.faith("en-t22-006", "fmt.date", "When was the team's delivery record set?", "Tomasz set the record on March 14th, 2024, with 42 parcels in one day.", COURIER_TEAM, True),
    w.faith("en-t22-007", "para.passive", "What kit does the company give riders?", "The company supplies the rain jackets, but riders have to pay for their own helmets.", COURIER_TEAM, True),
    w.faith("en-t22-008", "value.number", "How are Swiftspoke riders paid?", "Riders earn £4 for every drop on top of a daily base of £25.", COURIER_TEAM, False),
    w.faith("en-t22-009", "fmt.abbrev", "How big are the plots at Elm Lane?", "There are 60 plots, and each one is 250 m².", PLOTS, True),
    w.faith("en-t22-010", "fmt.period", "Is a new member's tenancy confirmed straight away?", "No, newcomers first have to cultivate their plot for half a year on trial.", PLOTS, True),
    w.faith("en-t22-011", "antonym", "When can members light bonfires?", "Bonfires are permitted between April and September.", PLOTS, False),
    w.faith("en-t22-012", "value.date", "When is the allotment rent due?", "The £45 yearly rent has to be paid by 1 November.", PLOTS, False),
    w.faith("en-t22-013", "role.swap", "Who handles tenancies and rents?", "Dev Patel, the chair, signs off the tenancies, and the treasurer, Margaret Ellis, collects the rent money.", COMMITTEE, False),
    w.faith("en-t22-014", "fmt.time", "When can I get into the communal shed?", "The shed is open on Saturday mornings from 9:00 to 12:00.", COMMITTEE, True),
    w.faith("en-t22-015", "fmt.share", "Were the water butts renewed?", "Yes, 50% of them were replaced in 2023.", COMMITTEE, True),
    w.faith("en-t22-016", "quantifier", "Were the water butts renewed?", "Yes, every single water butt was replaced in 2023.", COMMITTEE, False),
    w.faith("en-t22-017", "para.relative", "Who approves the tenancies?", "Margaret Ellis, who chairs the association, approves every tenancy.", COMMITTEE, True),
    w.faith("en-t22-018", "fmt.period", "How long does the PulseBand 3 last on one charge?", "A single charge keeps it going for up to a week.", BAND_BATTERY, True),
    w.faith("en-t22-019", "fmt.unit", "How long does it take to charge the band fully?", "Roughly an hour and a half with the magnetic cable that comes in the box.", BAND_BATTERY, True),
    w.faith("en-t22-020", "value.unit", "How water-resistant is the PulseBand 3?", "It is water-resistant to a depth of 50 feet.", BAND_BATTERY, False),
    w.faith("en-t22-021", "wrap.hedge", "When does sleep tracking start?", "If I'm reading the guide right, sleep tracking turns itself on between 10 p.m. and 8 a.m.", BAND_BATTERY, True),
    w.faith("en-t22-022", "added.fact", "Can I wear the band in the sauna?", "No, you shouldn't wear it in a sauna, because the heat damages the battery.", BAND_BATTERY, False),
    w.faith("en-t22-023", "direction", "How do I pair the band with my phone?", "Open the companion app and keep the band at least 30 cm away from your phone.", BAND_PAIRING, False),
    w.faith("en-t22-024", "fmt.thousands", "What is the default step goal?", "Out of the box it's 8000 steps, and you can change it under Settings.", BAND_PAIRING, True),
    w.faith("en-t22-025", "negation", "Do firmware updates need the charger?", "No, firmware updates install whether or not the band is charging.", BAND_PAIRING, False),
    w.faith("en-t22-026", "para.pronoun", "How often does the heart-rate sensor take a reading?", "It measures every five seconds while you work out and once every ten minutes the rest of the time.", BAND_PAIRING, True),
    w.faith("en-t22-027", "para.except", "When is the hostel kitchen open?", "From 7:00 until 23:00 Monday to Saturday; on Sundays it shuts at 21:00.", KITCHEN_HOURS, True),
    w.faith("en-t22-028", "modality", "Do I need to label my food?", "Labelling your food is recommended, but nobody requires it.", KITCHEN_HOURS, False),
    w.faith("en-t22-029", "value.except", "Which day does the kitchen close early?", "The kitchen closes early, at 21:00, on Saturdays.", KITCHEN_HOURS, False),
    w.faith("en-t22-030", "wrap.opener", "What happens to food in the fridge without a label?", "Good question! Anything unlabelled in the fridge gets binned every Friday morning.", KITCHEN_HOURS, True),
    w.faith("en-t22-031", "para.passive", "Who locks the kitchen?", "The kitchen is locked at closing time by Sam Torres, the night receptionist.", KITCHEN_KIT, True),
    w.faith("en-t22-032", "antonym", "Can I deep-fry in the hostel kitchen?", "Yes, deep-frying is allowed in the kitchen.", KITCHEN_KIT, False),
    w.faith("en-t22-033", "wrap.closer", "Can I use the pots and pans?", "Sure, pots, pans and cutlery cost nothing to use, as long as you wash and dry them right afterwards. Enjoy your stay!", KITCHEN_KIT, True),
    w.faith("en-t22-034", "added.entity", "Who locks the kitchen at night?", "Sam Torres and the day manager lock the kitchen together at closing time.", KITCHEN_KIT, False),
    w.faith("en-t22-035", "fmt.time", "When does the brigade train?", "Training is on Tuesdays from 7:30 to 9:30 in the evening.", BRIGADE, True),
    w.faith("en-t22-036", "role.swap", "Who leads the callouts?", "Owen Hale leads every callout, and his deputy, Lisa Brandt, is in charge of the equipment.", BRIGADE, False),
    w.faith("en-t22-037", "direction", "When do recruits take the fitness test?", "Recruits have to pass a fitness test after they have joined the brigade.", BRIGADE, False),
    w.faith("en-t22-038", "wrap.attribution", "How big is the Millbrook brigade?", "According to the brigade's information, it has 28 active members.", BRIGADE, True),
    w.faith("en-t22-039", "value.number", "How many callouts were there in 2023?", "The brigade responded to 143 callouts in 2023, roughly a third of them road accidents.", BRIGADE_YEAR, False),
    w.faith("en-t22-040", "value.currency", "Are the volunteers paid for callouts?", "Yes, members get £50 for every callout they attend.", BRIGADE_YEAR, False),
    w.faith("en-t22-041", "para.nominal", "When did the new fire engine arrive?", "Delivery of the new engine, which holds 2,000 litres of water, took place in May 2024.", BRIGADE_YEAR, True),
    w.faith("en-t22-042", "para.except", "Can I take the factory tour on a Monday?", "No, tours don't run on Sundays or Mondays.", TOUR, True),
    w.faith("en-t22-043", "value.time", "When does the last tour of the day start?", "The last tour sets off at 17:00.", TOUR, False),
    w.faith("en-t22-044", "wrap.question", "How long is the chocolate factory tour?", "Wondering how long it takes? The tour lasts 75 minutes and finishes with a tasting of five chocolates.", TOUR, True),
)

CORRECTNESS: tuple[Case, ...] = (
    w.correct("en-t22-045", "correct.wordy", "What time does the hostel kitchen close on Sundays?", "On Sundays the kitchen shuts a little earlier than on other days, at 9 p.m., so it's best to plan your dinner around that.", "21:00.", True),
    w.correct("en-t22-046", "correct.short", "Who leads the callouts of the Millbrook brigade?", "Lisa Brandt.", "Commander Lisa Brandt leads every callout.", True),
    w.correct("en-t22-047", "correct.format", "How long does a PulseBand 3 charge last?", "Up to one week.", "Up to 7 days.", True),
    w.correct("en-t22-048", "correct.format", "How much does an adult ticket for the chocolate factory tour cost?", "Fourteen pounds.", "£14.", True),
    w.correct("en-t22-049", "wrong.value", "How many plots does the Elm Lane Allotment Association have?", "The association has 80 plots.", "60 plots.", False),
    w.correct("en-t22-050", "wrong.role", "Who collects the rents at Elm Lane?", "The chair, Margaret Ellis, collects the rents.", "The treasurer, Dev Patel.", False),
)
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
