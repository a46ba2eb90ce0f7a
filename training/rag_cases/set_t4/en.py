"""English cases of set t4: hospital visiting rules, a zoo, a car dealer's warranty, a music
festival, an apartment rental and a bike repair shop."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

HOSPITAL_WARDS = (
    "Visiting hours on the general wards at St Aldric Hospital run from 14:00 to 20:00 every day. "
    "Each patient may have at most two visitors at the bedside at a time. "
    "Children under 12 must be accompanied by an adult. "
    "On the intensive care unit, visits are limited to 30 minutes and must be arranged with the nurse in charge."
)
HOSPITAL_MATERNITY = (
    "The maternity ward at Kellerby General is open to partners around the clock. "
    "Other visitors are welcome between 15:00 and 19:00, except on Wednesdays, when the ward is closed to them for cleaning. "
    "Flowers are not allowed on the ward. "
    "Visitor parking costs £2.50 per hour, and the first 20 minutes are free."
)
ZOO_TICKETS = (
    "Brambleton Zoo is open every day except 25 December, from 9:30 to 17:30. "
    "Tickets cost €18 for adults and €9 for children aged 3 to 15; children under 3 get in free. "
    "The penguin feeding takes place daily at 11:00 and is presented by keeper Ruth Alvarez."
)
ZOO_ELEPHANT = (
    "In March, the zoo's vet, Dr Omar Haddad, operated on the elephant Tula to remove an infected tooth. "
    "The operation lasted three hours, and Tula was back in her enclosure ten days later. "
    "The elephant house is closed to visitors until 30 April for a renovation costing €1.2 million."
)
WARRANTY_NEW = (
    "Every new car sold by Marlow Motors comes with a warranty of 3 years or 60,000 miles, whichever comes first. "
    "The warranty covers the engine, gearbox and electrical system. "
    "Tyres, brake pads and wiper blades are not covered. "
    "To keep the warranty valid, the car must be serviced at an authorised workshop every 12 months."
)
WARRANTY_USED = (
    "Used cars from Marlow Motors carry a 12-month warranty. "
    "Customers can extend it by a further 24 months for £390. "
    "Claims must be reported within 14 days of the fault appearing. "
    "Sales manager Priya Shah approves all extension requests."
)
FESTIVAL_TICKETS = (
    "The Riverside Sound Festival takes place from 18 to 20 July in Halden Park. "
    "A three-day pass costs £145 and a day ticket £60; 10% of ticket revenue goes to the local food bank. "
    "Gates open at 11:00 and the last act ends at 23:00. "
    "Glass bottles and umbrellas are banned from the site."
)
FESTIVAL_CAMPING = (
    "Camping at the festival opens on 17 July at 16:00, one day before the music starts. "
    "Campers must be 18 or older, or be accompanied by a parent. "
    "The Saturday headliner is the band Northern Lanterns, who replaced singer Mia Cole after she cancelled in June."
)
RENTAL = (
    "The flat at 14 Elm Road is let by landlord Graham Pike to tenant Sofia Reyes. "
    "Rent is £1,150 per month, due on the 1st. "
    "The deposit equals five weeks' rent. "
    "Pets are allowed only with the landlord's written consent, and the tenant must give two months' notice to end the tenancy."
)
BIKE_SHOP = (
    "Spokes & Co., the bike repair shop on Canal Street, is open Tuesday to Saturday, 8:00 to 18:00. "
    "A standard service costs £55 and takes about two working days. "
    "Puncture repairs are done while you wait for £12. "
    "Mechanic Leo Brandt trained the shop's apprentice, Nina Ford."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, in other words
    w.faith("en-t4-001", "para.synonym", "How many people can sit with a patient at once on a general ward?", "No more than two visitors are allowed at a patient's bedside at the same time.", HOSPITAL_WARDS, True),
    w.faith("en-t4-002", "fmt.abbrev", "How long can I stay with my dad on intensive care?", "Visits to the ICU are capped at 30 minutes, and you need to arrange them with the nurse in charge first.", HOSPITAL_WARDS, True),
    w.faith("en-t4-003", "para.except", "Can my sister visit me on the maternity ward on a Wednesday?", "Not unless she's your partner: on Wednesdays the ward is shut to other visitors so it can be cleaned.", HOSPITAL_MATERNITY, True),
    w.faith("en-t4-004", "fmt.period", "Do partners have fixed visiting hours on the maternity ward?", "No, partners can come in 24 hours a day.", HOSPITAL_MATERNITY, True),
    w.faith("en-t4-005", "fmt.currency", "What does visitor parking cost?", "Parking is 2.50 pounds an hour, and you pay nothing for the first 20 minutes.", HOSPITAL_MATERNITY, True),
    w.faith("en-t4-006", "para.passive", "Who does the penguin feeding?", "Keeper Ruth Alvarez presents the penguin feeding every day at eleven in the morning.", ZOO_TICKETS, True),
    w.faith("en-t4-007", "para.except", "Which day of the year is the zoo closed?", "The zoo shuts on 25 December only; on every other day of the year it's open.", ZOO_TICKETS, True),
    w.faith("en-t4-008", "fmt.range", "Which children pay the reduced price?", "The €9 child ticket is for kids aged 3–15.", ZOO_TICKETS, True),
    w.faith("en-t4-009", "para.relative", "Who operated on Tula?", "Tula was operated on by Dr Omar Haddad, who is the zoo's vet.", ZOO_ELEPHANT, True),
    w.faith("en-t4-010", "fmt.unit", "How long did Tula's operation take?", "It took 180 minutes.", ZOO_ELEPHANT, True),
    w.faith("en-t4-011", "fmt.scale", "How much is the elephant house renovation costing?", "The renovation of the elephant house costs €1,200,000.", ZOO_ELEPHANT, True),
    w.faith("en-t4-012", "fmt.thousands", "What's the mileage limit on the new-car warranty?", "The cover lasts 3 years or 60000 miles, whichever is reached first.", WARRANTY_NEW, True),
    w.faith("en-t4-013", "para.synonym", "Are brake pads covered by the warranty?", "No. Brake pads are excluded from the warranty, just like tyres and wiper blades.", WARRANTY_NEW, True),
    w.faith("en-t4-014", "para.nominal", "What do I have to do to keep my warranty?", "Annual servicing at an authorised workshop is a condition for the warranty to stay valid.", WARRANTY_NEW, True),
    w.faith("en-t4-015", "para.combine", "Can I extend the warranty on my used car, and who signs it off?", "Yes, you can add another two years for £390, and sales manager Priya Shah is the one who approves the extension.", WARRANTY_USED, True),
    w.faith("en-t4-016", "wrap.attribution", "How soon do I need to report a fault?", "According to Marlow Motors, a claim has to be reported no later than two weeks after the fault shows up.", WARRANTY_USED, True),
    w.faith("en-t4-017", "fmt.share", "Does any of the ticket money go to a good cause?", "Yes, a tenth of the ticket revenue is given to the local food bank.", FESTIVAL_TICKETS, True),
    w.faith("en-t4-018", "wrap.opener", "Can I bring an umbrella to the festival?", "Good question! Umbrellas aren't allowed on the site, and neither are glass bottles.", FESTIVAL_TICKETS, True),
    w.faith("en-t4-019", "fmt.time", "When can we pitch our tents?", "The campsite opens at 4 p.m. on 17 July, the day before the music begins.", FESTIVAL_CAMPING, True),
    w.faith("en-t4-020", "para.reorder", "Why is Northern Lanterns headlining on Saturday?", "After Mia Cole cancelled in June, the band Northern Lanterns took her place as Saturday's headliner.", FESTIVAL_CAMPING, True),
    w.faith("en-t4-021", "wrap.closer", "How much is the rent at 14 Elm Road?", "The rent is £1,150 a month, payable on the first of each month. Hope that helps!", RENTAL, True),
    w.faith("en-t4-022", "wrap.hedge", "How much notice do I have to give if I want to move out?", "If I'm reading the tenancy terms right, you'd need to give two months' notice to end it.", RENTAL, True),
    w.faith("en-t4-023", "para.except", "Is the bike shop open on Mondays?", "No. Spokes & Co. is closed on Sundays and Mondays; the rest of the week it's open from 8:00 to 18:00.", BIKE_SHOP, True),
    w.faith("en-t4-024", "para.synonym", "Who taught Nina Ford?", "Nina Ford, the apprentice, learned the trade from the mechanic Leo Brandt.", BIKE_SHOP, True),
    # unfaithful: exactly one unsupported claim
    w.faith("en-t4-025", "value.time", "What are the visiting hours on the general wards?", "General wards welcome visitors every day from 2 p.m. until 9 p.m.", HOSPITAL_WARDS, False),
    w.faith("en-t4-026", "direction", "Do children need an adult with them when visiting?", "Yes, children over 12 have to be accompanied by an adult.", HOSPITAL_WARDS, False),
    w.faith("en-t4-027", "modality", "Do ICU visits need to be arranged in advance?", "Arranging your visit with the nurse in charge is recommended, but it's not required.", HOSPITAL_WARDS, False),
    w.faith("en-t4-028", "value.except", "When can other visitors come to the maternity ward?", "Other visitors can come from 3 to 7 p.m. every day except Thursday, when the ward is cleaned.", HOSPITAL_MATERNITY, False),
    w.faith("en-t4-029", "added.fact", "Can I bring flowers to the maternity ward?", "No, flowers aren't allowed on the ward because they can carry germs that put newborns at risk.", HOSPITAL_MATERNITY, False),
    w.faith("en-t4-030", "value.currency", "How much is parking?", "Parking costs €2.50 an hour, and the first 20 minutes are free.", HOSPITAL_MATERNITY, False),
    w.faith("en-t4-031", "value.number", "Do toddlers need a ticket?", "Children under 5 get into Brambleton Zoo free of charge.", ZOO_TICKETS, False),
    w.faith("en-t4-032", "value.except", "Is the zoo ever closed?", "Brambleton Zoo opens every day of the year apart from 1 January.", ZOO_TICKETS, False),
    w.faith("en-t4-033", "value.date", "When will the elephant house reopen?", "The elephant house stays shut to visitors for its renovation until 30 May.", ZOO_ELEPHANT, False),
    w.faith("en-t4-034", "added.fact", "What happened to Tula in March?", "Dr Omar Haddad removed Tula's infected tooth under general anaesthetic in a three-hour operation.", ZOO_ELEPHANT, False),
    w.faith("en-t4-035", "negation", "Is the gearbox covered by the new-car warranty?", "No, the gearbox isn't part of the warranty cover.", WARRANTY_NEW, False),
    w.faith("en-t4-036", "value.unit", "How long does the new-car warranty last?", "It lasts 3 years or 60,000 kilometres, whichever comes first.", WARRANTY_NEW, False),
    w.faith("en-t4-037", "modality", "Do I have to extend the used-car warranty?", "Yes, buyers of used cars are required to extend the warranty by 24 months for £390.", WARRANTY_USED, False),
    w.faith("en-t4-038", "added.entity", "Who approves warranty extensions?", "Extension requests are signed off by sales manager Priya Shah together with the workshop manager.", WARRANTY_USED, False),
    w.faith("en-t4-039", "antonym", "Can I take glass bottles to the festival?", "Yes, glass bottles and umbrellas are both welcome on the festival site.", FESTIVAL_TICKETS, False),
    w.faith("en-t4-040", "direction", "When does camping open?", "Camping opens at 4 p.m. on 17 July, a day after the music starts.", FESTIVAL_CAMPING, False),
    w.faith("en-t4-041", "role.swap", "Who rents out the flat at 14 Elm Road?", "Sofia Reyes is the landlord, and she lets the flat to her tenant, Graham Pike.", RENTAL, False),
    w.faith("en-t4-042", "value.number", "How big is the deposit?", "The deposit is the same as six weeks' rent.", RENTAL, False),
    w.faith("en-t4-043", "role.swap", "Who trained whom at Spokes & Co.?", "The apprentice Nina Ford trained the mechanic Leo Brandt.", BIKE_SHOP, False),
    w.faith("en-t4-044", "quantifier", "Can I wait while my bike is repaired?", "Yes, every repair at Spokes & Co. is done while you wait.", BIKE_SHOP, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t4-045", "correct.wordy", "How much is an adult ticket to Brambleton Zoo?", "An adult ticket to Brambleton Zoo will set you back 18 euros.", "€18", True),
    w.correct("en-t4-046", "correct.format", "What time do the festival gates open?", "The gates open at 11 a.m.", "11:00", True),
    w.correct("en-t4-047", "correct.format", "How long is the warranty on a used car from Marlow Motors?", "It comes with a one-year warranty.", "12 months", True),
    w.correct("en-t4-048", "correct.short", "Who trained the apprentice Nina Ford?", "Leo Brandt.", "Mechanic Leo Brandt trained Nina Ford.", True),
    w.correct("en-t4-049", "wrong.value", "How much does a standard bike service cost at Spokes & Co.?", "A standard service there costs £65.", "£55", False),
    w.correct("en-t4-050", "wrong.role", "Who is the landlord of the flat at 14 Elm Road?", "The landlord is Sofia Reyes.", "Graham Pike is the landlord; Sofia Reyes is the tenant.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
