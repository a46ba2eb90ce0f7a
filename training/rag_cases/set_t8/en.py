"""English cases of set t8: a kindergarten, a parking garage, a tour operator, a photography
studio, a post office and a chess club (who leads, teaches, replaced and lent what to whom)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

KINDER_HOURS = (
    "Sunflower Kindergarten is open from 7:30 to 17:30, Monday to Friday. Children must be collected by 17:30; "
    "a late fee of £5 is charged for every 15 minutes after that. The monthly fee for a full-time place is £640, "
    "and siblings receive a 10% discount. The kindergarten is closed for two weeks in August."
)
KINDER_STAFF = (
    "At Sunflower Kindergarten, Ms. Okafor leads the Ladybird group and Mr. Brennan leads the Caterpillar group. "
    "Ms. Okafor took over the Ladybird group from Mrs. Haines, who retired in March 2023. The kitchen is run by "
    "Tomasz Wilk, who prepares lunch for all 48 children. Parents of children with allergies must inform the kitchen in writing."
)
GARAGE_RATES = (
    "The Harbour Street garage has 420 spaces on six levels. It is open every day except Christmas Day, from 6:00 to 24:00. "
    "The first hour costs €2.50, each further hour €1.80, and the daily maximum is €16. "
    "Vehicles taller than 2.1 metres are not allowed."
)
GARAGE_STAFF = (
    "Monthly passes for the Harbour Street garage cost €95 and are sold only at the office on level 1. "
    "The garage is managed by Diane Foley; the night attendant, Raj Mehta, reports to her. "
    "Electric-vehicle charging is available on level 2, where 12 of the spaces have chargers. "
    "Pass holders may park on any level except level 6, which is reserved for hotel guests."
)
TOUR_TRIP = (
    "Coastline Tours runs a day trip to the Cliffs of Moher every Tuesday and Saturday. The coach leaves Galway at 8:15 "
    "and returns around 18:00. Tickets cost €49 for adults and €25 for children under 12; lunch is not included. "
    "Bookings can be cancelled free of charge up to 48 hours before departure."
)
TOUR_STAFF = (
    "On the Cliffs tour, guide Fiona Walsh gives the commentary and driver Declan Byrne drives the coach. "
    "Fiona trained the newer guide, Seán Kelly, last spring. Seán now leads the Tuesday trips, while Fiona keeps the "
    "Saturday ones. Groups are limited to 30 people."
)
STUDIO_PRICES = (
    "Lumen Studio offers a one-hour portrait session for $180, which includes 10 edited digital images. "
    "Extra edited images cost $15 each. Sessions must be booked at least five days in advance and a deposit of $50 is required. "
    "The deposit is refunded if the session is cancelled more than 72 hours beforehand."
)
STUDIO_STAFF = (
    "At Lumen Studio, photographer Mia Chen shoots the weddings and her assistant, Oliver Grant, handles the lighting. "
    "Oliver lent his spare camera body to Mia when hers broke in June. The studio's editor, Priya Nair, retouches all "
    "images before delivery, which takes about three weeks."
)
POST_OFFICE = (
    "The Elm Road post office is open Monday to Friday from 9:00 to 17:30 and on Saturday from 9:00 to 12:30. "
    "It is closed on Sundays and public holidays. Parcels up to 2 kg can be sent within the country for $8.40. "
    "Collection of held items requires a photo ID and the notice card."
)
CHESS_CLUB = (
    "The Kingsbridge Chess Club meets every Thursday at 19:00 in the library's upstairs room. Annual membership costs £60, "
    "or £30 for juniors under 18. Mr. Adeyemi coaches the juniors, and club captain Laura Voss manages the league team. "
    "Last season Laura replaced Peter Hall as captain."
)
CHESS_LENDING = (
    "Peter Hall teaches the beginners' class on the first Monday of each month. Laura Voss lent her demonstration board "
    "to Mr. Adeyemi for the junior tournament. The club owns 15 chess sets and 8 clocks, and members may borrow a set "
    "for up to two weeks."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("en-t8-001", "fmt.time", "When does Sunflower Kindergarten open and close?", "On weekdays it opens at 7:30 a.m. and closes at 5:30 p.m.", KINDER_HOURS, True),
    w.faith("en-t8-002", "fmt.share", "Is there a discount for siblings?", "Yes, brothers and sisters get a tenth off.", KINDER_HOURS, True),
    w.faith("en-t8-003", "fmt.period", "Does the kindergarten close in August?", "Yes, it shuts for a fortnight in August.", KINDER_HOURS, True),
    w.faith("en-t8-004", "para.relative", "Who is in charge of the Ladybird group?", "Ms. Okafor, who succeeded Mrs. Haines when she retired in March 2023, leads the Ladybird group.", KINDER_STAFF, True),
    w.faith("en-t8-005", "para.synonym", "Who cooks for the children?", "Tomasz Wilk is in charge of the kitchen and makes the midday meal for all 48 children.", KINDER_STAFF, True),
    w.faith("en-t8-006", "para.nominal", "What do parents of children with allergies have to do?", "Written notification to the kitchen is required from parents whose children have allergies.", KINDER_STAFF, True),
    w.faith("en-t8-007", "para.except", "Is the Harbour Street garage open on Christmas Day?", "No. Christmas Day is the one day of the year it stays shut.", GARAGE_RATES, True),
    w.faith("en-t8-008", "fmt.unit", "Is there a height limit at the garage?", "Yes, vehicles over 210 cm can't get in.", GARAGE_RATES, True),
    w.faith("en-t8-009", "fmt.currency", "How much does parking cost?", "The first hour is 2.50 euros, every additional hour is 1.80 euros, and nobody pays more than 16 euros a day.", GARAGE_RATES, True),
    w.faith("en-t8-010", "para.synonym", "Who does the night attendant answer to?", "Raj Mehta, who works nights as the attendant, answers to the garage manager, Diane Foley.", GARAGE_STAFF, True),
    w.faith("en-t8-011", "para.except", "Can I use my monthly pass on level 6?", "No, level 6 is the only level pass holders can't use, because it's kept for hotel guests.", GARAGE_STAFF, True),
    w.faith("en-t8-012", "wrap.attribution", "On which days is the Cliffs of Moher trip?", "According to Coastline Tours, the trip runs on Saturdays and Tuesdays.", TOUR_TRIP, True),
    w.faith("en-t8-013", "fmt.period", "Until when can I cancel without paying?", "You can cancel at no cost until two days before the coach departs.", TOUR_TRIP, True),
    w.faith("en-t8-014", "wrap.closer", "Is lunch part of the ticket?", "No, the ticket price doesn't cover lunch. Enjoy the cliffs!", TOUR_TRIP, True),
    w.faith("en-t8-015", "para.passive", "Who drives the coach on the Cliffs tour?", "The coach is driven by Declan Byrne, and the commentary is given by Fiona Walsh.", TOUR_STAFF, True),
    w.faith("en-t8-016", "para.combine", "Who leads the Tuesday trips?", "Seán Kelly, whom Fiona Walsh trained last spring, is now in charge of the Tuesday trips.", TOUR_STAFF, True),
    w.faith("en-t8-017", "fmt.period", "Do I get my deposit back if I cancel?", "You'll get the deposit back as long as you cancel more than three days before the session.", STUDIO_PRICES, True),
    w.faith("en-t8-018", "wrap.opener", "What does a portrait session cost at Lumen Studio?", "Great question! An hour-long portrait session is $180, and ten edited digital pictures come with it.", STUDIO_PRICES, True),
    w.faith("en-t8-019", "para.synonym", "What happened when Mia Chen's camera broke?", "In June, Mia borrowed a spare camera body from her assistant, Oliver Grant.", STUDIO_STAFF, True),
    w.faith("en-t8-020", "wrap.hedge", "How long until I get my photos?", "I believe it takes roughly three weeks, since the editor, Priya Nair, retouches every image before it's delivered.", STUDIO_STAFF, True),
    w.faith("en-t8-021", "fmt.unit", "How much is it to send a small parcel inside the country?", "A domestic parcel weighing up to 2,000 grams costs $8.40 to send.", POST_OFFICE, True),
    w.faith("en-t8-022", "para.synonym", "Who borrowed Laura Voss's demonstration board?", "Mr. Adeyemi borrowed it from Laura for the junior tournament.", CHESS_LENDING, True),
    w.faith("en-t8-023", "para.synonym", "Who became captain of the chess club last season?", "Laura Voss took over the captaincy from Peter Hall last season.", CHESS_CLUB, True),
    w.faith("en-t8-024", "fmt.period", "How long can members keep a borrowed chess set?", "Members can keep one of the club's sets for a maximum of 14 days.", CHESS_LENDING, True),
    # unfaithful: exactly one clear error
    w.faith("en-t8-025", "value.number", "What happens if I pick my child up late?", "You're charged £5 for every half hour past 5:30 p.m.", KINDER_HOURS, False),
    w.faith("en-t8-026", "value.currency", "How much is a full-time place?", "A full-time place costs €640 a month.", KINDER_HOURS, False),
    w.faith("en-t8-027", "role.swap", "Who did Ms. Okafor replace?", "Mrs. Haines took over the Ladybird group from Ms. Okafor, who retired in March 2023.", KINDER_STAFF, False),
    w.faith("en-t8-028", "negation", "Do I need to tell the kitchen about my son's allergy in writing?", "No, parents of children with allergies don't have to inform the kitchen in writing.", KINDER_STAFF, False),
    w.faith("en-t8-029", "value.except", "Is the garage open all year?", "It opens every day of the year apart from New Year's Day.", GARAGE_RATES, False),
    w.faith("en-t8-030", "value.time", "What are the garage's opening hours?", "It's open from 6 a.m. until 10 p.m.", GARAGE_RATES, False),
    w.faith("en-t8-031", "role.swap", "Who runs the garage?", "The garage is run by Raj Mehta, and the night attendant, Diane Foley, reports to him.", GARAGE_STAFF, False),
    w.faith("en-t8-032", "added.fact", "Where can I buy a monthly pass?", "Monthly passes cost €95 and you can get one at the level 1 office or online.", GARAGE_STAFF, False),
    w.faith("en-t8-033", "antonym", "Where does the Cliffs coach start from?", "The coach arrives in Galway at 8:15.", TOUR_TRIP, False),
    w.faith("en-t8-034", "value.number", "How much is a child's ticket?", "Children under 14 pay €25.", TOUR_TRIP, False),
    w.faith("en-t8-035", "role.swap", "Who trained whom on the Cliffs tour?", "Last spring Seán Kelly trained Fiona Walsh, the newer guide.", TOUR_STAFF, False),
    w.faith("en-t8-036", "direction", "How big are the tour groups?", "Each group has at least 30 people.", TOUR_STAFF, False),
    w.faith("en-t8-037", "modality", "Do I have to pay a deposit?", "A $50 deposit is recommended, but you can book without one.", STUDIO_PRICES, False),
    w.faith("en-t8-038", "direction", "When is the deposit refunded?", "The deposit is refunded if you cancel less than 72 hours before the session.", STUDIO_PRICES, False),
    w.faith("en-t8-039", "quantifier", "Does Priya Nair edit the photos?", "Yes, Priya Nair retouches only some of the images before they're delivered.", STUDIO_STAFF, False),
    w.faith("en-t8-040", "role.swap", "Who lent a camera at Lumen Studio?", "Mia Chen lent her spare camera body to Oliver Grant when his broke in June.", STUDIO_STAFF, False),
    w.faith("en-t8-041", "value.time", "When does the post office close on Saturdays?", "On Saturdays it closes at 1:30 p.m.", POST_OFFICE, False),
    w.faith("en-t8-042", "antonym", "Where does the chess club meet?", "It meets on Thursdays at 7 p.m. in the library's downstairs room.", CHESS_CLUB, False),
    w.faith("en-t8-043", "role.swap", "What did Laura Voss and Mr. Adeyemi exchange for the junior tournament?", "Mr. Adeyemi lent his demonstration board to Laura Voss for the junior tournament.", CHESS_LENDING, False),
    w.faith("en-t8-044", "added.entity", "Who teaches the beginners' class?", "Peter Hall and his daughter Emma teach the beginners' class on the first Monday of each month.", CHESS_LENDING, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t8-045", "correct.wordy", "How much is a monthly pass for the Harbour Street garage?", "If you park there regularly, the monthly pass is the way to go: it costs ninety-five euros and you buy it at the office on level 1.", "€95.", True),
    w.correct("en-t8-046", "correct.format", "What time does the Cliffs of Moher coach leave Galway?", "It departs at 08:15.", "8:15 a.m.", True),
    w.correct("en-t8-047", "correct.format", "How long does retouching take at Lumen Studio?", "Roughly 21 days.", "About three weeks.", True),
    w.correct("en-t8-048", "correct.wordy", "Who replaced Peter Hall as captain of the chess club?", "That was Laura Voss: she took over the captaincy from Peter Hall last season and now manages the league team.", "Laura Voss.", True),
    w.correct("en-t8-049", "wrong.value", "How many spaces does the Harbour Street garage have?", "The garage has 240 spaces spread over six levels.", "420.", False),
    w.correct("en-t8-050", "wrong.role", "Who trained Seán Kelly?", "Seán Kelly was trained by the driver, Declan Byrne.", "Fiona Walsh.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
