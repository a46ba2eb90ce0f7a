"""English cases of fresh set br: a tailor (Hartley & Sons), an escape room (Lockbox
Rooms), a residents' parking permit office (Northfield), a music festival (Riverbend), a
dog grooming salon (Fluff & Buff), a car wash (Sparkle Bay), an observatory (Kestrel
Hill), a mobile phone plan (Orbit Mobile Flex 30), a community garden (Elm Street) and a
hot-air balloon ride (Skyward Balloon Flights)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

TAILOR = (
    "Hartley & Sons is a tailoring shop at 14 Mill Lane, run by master tailor Ruth Hartley; her nephew Sam Okafor handles fittings and alterations. "
    "Hemming a pair of trousers costs £12, and replacing a zip costs £18. "
    "A made-to-measure suit starts at £650 and takes six weeks, with two fittings included in the price. "
    "Alterations are ready within 5 working days, except wedding garments, which need at least 10 working days. "
    "The shop is open Tuesday to Saturday from 9:30 am to 5:30 pm."
)

ESCAPE = (
    "Lockbox Rooms on Carver Street offers three escape rooms: The Vault, Pharaoh's Tomb and Night Train. "
    "Each room takes groups of 2 to 6 players, and a game lasts 60 minutes. "
    "Booking costs £22 per player on weekdays and £26 per player on Saturdays and Sundays. "
    "Players must arrive at least 15 minutes before their slot for a safety briefing with the game master, Priya Nair. "
    "Some of the puzzles in The Vault need a UV torch, which the staff provide. "
    "Children under 12 may play only with an adult in the group."
)

PARKING = (
    "The Northfield residents' parking permit office is in Room 3 of the Town Hall annex and is open Monday to Friday from 8:30 am to 4 pm, except on Wednesdays, when it closes at 1 pm. "
    "An annual permit costs £85 for the first car and £120 for a second car, and each household may hold at most two permits. "
    "Applicants must bring a proof of address dated within the last three months and the vehicle's registration document. "
    "Permits issued for 2025 are valid from 1 April 2025 to 31 March 2026. "
    "Visitor scratch cards are sold in books of 10 for £15. "
    "Residents can also apply online at northfield.gov.uk/parking."
)

FESTIVAL = (
    "The Riverbend Music Festival takes place on 18-20 July 2025 in Holloway Park. "
    "Gates open at 11:00 each day, and the music ends at 23:00 on Friday and Saturday and at 22:00 on Sunday. "
    "Saturday's headliner is The Glass Harbour, a five-piece band from Dublin. "
    "The festival is organised by Mara Lindqvist. "
    "A weekend ticket costs £145 and a day ticket £60, and children under 10 get in free with a paying adult. "
    "Glass bottles are not allowed on site, but empty refillable water bottles of up to 750 ml are."
)

GROOMING = (
    "Fluff & Buff is a dog grooming salon run by groomer Dana Whitcombe and her son Leo. "
    "A full groom costs £38 for a small dog and £55 for a large dog; dogs over 25 kg count as large. "
    "Nail clipping on its own costs £8 and does not need an appointment. "
    "Every full groom includes a bath, a blow-dry and ear cleaning, while de-matting is charged extra at £10 per 15 minutes. "
    "The salon does not groom dogs that were vaccinated within the last 48 hours."
)

CARWASH = (
    "Sparkle Bay Car Wash on Ferry Road is open every day from 7:00 to 21:00. "
    "A basic exterior wash costs £7, and the Deluxe package, which adds interior vacuuming and tyre shine, costs £15. "
    "Vans and SUVs pay a £3 surcharge on every package. "
    "Customers who buy a book of 10 washes pay for only 8. "
    "The site manager, Tom Reyes, says that vehicles taller than 2.1 metres cannot use the automatic tunnel and are washed by hand instead."
)

OBSERVATORY = (
    "Kestrel Hill Observatory stands 420 metres above sea level, 12 km north of Ashford. "
    "Its main telescope is a 60 cm reflector installed in 1998. "
    "Public stargazing evenings are held every Friday from October to March, start at 8 pm and cost £9 for adults and £5 for children. "
    "If the sky is cloudy, the evening goes ahead with a planetarium show instead of the telescope session. "
    "The observatory's director, Dr Helen Marsh, gives the opening talk."
)

PHONE = (
    "Orbit Mobile's Flex 30 plan costs £14 a month on a 30-day rolling contract. "
    "It includes unlimited calls and texts within the UK and 30 GB of data; data used beyond that is slowed to 1 Mbps rather than charged. "
    "Calls to 40 countries abroad are included up to 1200 minutes a month, and roaming in the EU is included for up to 15 days per trip. "
    "Customers who sign up before 30 June 2025 get their first 3 months at half price. "
    "Calls to premium numbers are not part of the plan and are billed at 65p per minute."
)

GARDEN = (
    "The Elm Street Community Garden has 40 plots, each measuring 3 by 5 metres and rented for £30 a year. "
    "Plot holders must attend at least two of the four work days held each season. "
    "The gate is unlocked daily from 7 am to 8 pm, except on Mondays, when it stays locked until noon for maintenance. "
    "Tools are kept in the shared shed and can be borrowed for up to 14 days. "
    "The garden coordinator, Ana Duarte, keeps the waiting list, which currently has 23 names."
)

BALLOON = (
    "Skyward Balloon Flights launches from Meadow Farm, near Stowe, between April and September. "
    "Flights take off at sunrise, and passengers must check in at the launch field 30 minutes earlier. "
    "The flight itself lasts about one hour, and the whole experience, including inflation, landing and a glass of sparkling wine, takes 3 to 4 hours. "
    "A seat costs £189, and passengers must weigh no more than 120 kg and be at least 1.4 metres tall. "
    "The pilot, Captain Owen Pryce, cancels the flight if the wind is stronger than 10 mph."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-br-001", "para.reorder", "How much does it cost to hem trousers and to replace a zip?", "Replacing a zip costs £18, while hemming a pair of trousers costs £12.", TAILOR, True),
    w.faith("en-br-002", "para.passive", "Who takes care of fittings at Hartley & Sons?", "Fittings and alterations are handled by Sam Okafor, the nephew of master tailor Ruth Hartley.", TAILOR, True),
    w.faith("en-br-003", "para.synonym", "What do players have to do before their slot?", "They need to turn up no less than 15 minutes ahead of their slot for a safety talk with the game master, Priya Nair.", ESCAPE, True),
    w.faith("en-br-004", "para.nominal", "What do I need to bring when applying for a permit?", "An application requires the presentation of a proof of address no older than three months, together with the vehicle's registration document.", PARKING, True),
    w.faith("en-br-005", "para.capital", "Where does Saturday's headliner come from?", "Saturday's headliner, The Glass Harbour, is a five-piece band from Ireland.", FESTIVAL, True),
    w.faith("en-br-006", "para.pronoun", "Who runs Fluff & Buff?", "Dana Whitcombe runs it together with her son Leo, and she is the groomer.", GROOMING, True),
    w.faith("en-br-007", "para.relative", "What does the site manager say about tall vehicles?", "Tom Reyes, who manages the site, says vehicles taller than 2.1 metres can't use the automatic tunnel and get washed by hand instead.", CARWASH, True),
    w.faith("en-br-008", "para.part", "Are there public stargazing evenings in January?", "Yes. January falls within the October-to-March season, so there is a public stargazing evening every Friday, starting at 8 pm.", OBSERVATORY, True),
    w.faith("en-br-009", "para.combine", "What does the Flex 30 plan give me?", "For £14 a month on a 30-day rolling contract, Flex 30 gives you unlimited UK calls and texts plus 30 GB of data.", PHONE, True),
    w.faith("en-br-010", "fmt.number", "How many rooms does Lockbox Rooms have?", "It has 3 rooms: The Vault, Pharaoh's Tomb and Night Train.", ESCAPE, True),
    w.faith("en-br-011", "fmt.thousands", "How many international minutes are included in Flex 30?", "Calls to 40 countries abroad are included up to 1,200 minutes a month.", PHONE, True),
    w.faith("en-br-012", "fmt.scale", "Which dogs count as large at Fluff & Buff?", "Dogs weighing more than 25,000 grams count as large.", GROOMING, True),
    w.faith("en-br-013", "fmt.date", "When does a 2025 permit start and stop being valid?", "A 2025 permit is valid from 2025-04-01 to 2026-03-31.", PARKING, True),
    w.faith("en-br-014", "fmt.time", "When does the music end on Saturday?", "On Saturday the music stops at 11 pm.", FESTIVAL, True),
    w.faith("en-br-015", "fmt.unit", "Where exactly is the observatory?", "It stands 420 m above sea level, twelve kilometres north of Ashford.", OBSERVATORY, True),
    w.faith("en-br-016", "fmt.abbrev", "Is there a height limit for the automatic tunnel?", "Yes: vehicles over 2.1 m tall can't use the tunnel and are washed by hand.", CARWASH, True),
    w.faith("en-br-017", "fmt.currency", "What does a made-to-measure suit cost?", "A made-to-measure suit starts at 650 pounds sterling, and two fittings are included.", TAILOR, True),
    w.faith("en-br-018", "fmt.range", "How long does the whole balloon experience take?", "The whole experience takes at least 3 hours and at most 4 hours, inflation, landing and a glass of sparkling wine included.", BALLOON, True),
    w.faith("en-br-019", "fmt.period", "How long can I keep a tool from the shed?", "You can borrow tools from the shared shed for up to two weeks.", GARDEN, True),
    w.faith("en-br-020", "fmt.share", "Is there a discount for signing up early?", "Yes. If you sign up before 30 June 2025, you pay 50% of the usual price for your first 3 months.", PHONE, True),
    w.faith("en-br-021", "para.except", "Is the permit office open on Wednesday afternoons?", "No. On Wednesdays the office closes early, at 1 pm; on the other weekdays it stays open until 4 pm.", PARKING, True),
    w.faith("en-br-022", "wrap.opener", "Do vans pay more at the car wash?", "Good question! Yes, vans and SUVs pay an extra £3 on every package.", CARWASH, True),
    w.faith("en-br-023", "wrap.closer", "What happens if it's cloudy on a stargazing evening?", "The evening still goes ahead, but with a planetarium show instead of the telescope session. I hope you get clear skies!", OBSERVATORY, True),
    w.faith("en-br-024", "wrap.attribution", "How long can I roam in the EU on Flex 30?", "According to the plan details, EU roaming is included for up to 15 days per trip.", PHONE, True),
    w.faith("en-br-025", "wrap.hedge", "How big is a plot and what does it cost?", "I think each plot measures 3 by 5 metres and is rented for £30 a year.", GARDEN, True),
    w.faith("en-br-026", "wrap.question", "How much is a seat on a balloon flight?", "A seat costs £189. Would you like to know the weight and height limits too?", BALLOON, True),
    w.faith("en-br-027", "value.number", "Are there any limits for passengers?", "Yes: passengers must weigh no more than 120 kg and be at least 1.6 metres tall.", BALLOON, False),
    w.faith("en-br-028", "value.date", "Until what date can I use my 2025 permit?", "Your 2025 permit stays valid until 30 April 2026.", PARKING, False),
    w.faith("en-br-029", "value.time", "What time do the festival gates open?", "The gates open at 10:00 each day.", FESTIVAL, False),
    w.faith("en-br-030", "value.unit", "How much is a full groom for a big dog?", "A full groom for a large dog costs £55; dogs over 25 lb count as large.", GROOMING, False),
    w.faith("en-br-031", "value.currency", "How much is a basic wash?", "A basic exterior wash costs €7.", CARWASH, False),
    w.faith("en-br-032", "role.swap", "Who runs Hartley & Sons?", "The shop is run by master tailor Sam Okafor, and Ruth Hartley handles fittings and alterations.", TAILOR, False),
    w.faith("en-br-033", "negation", "Do I need an appointment just to have my dog's nails clipped?", "Yes, nail clipping on its own costs £8 and needs an appointment.", GROOMING, False),
    w.faith("en-br-034", "antonym", "Is there an offer for new customers?", "Customers who sign up before 30 June 2025 get their last 3 months at half price.", PHONE, False),
    w.faith("en-br-035", "modality", "How can residents apply for a parking permit?", "Residents must apply online at northfield.gov.uk/parking.", PARKING, False),
    w.faith("en-br-036", "quantifier", "Do I need a UV torch in The Vault?", "All of the puzzles in The Vault need a UV torch, which the staff provide.", ESCAPE, False),
    w.faith("en-br-037", "value.except", "When can I get into the garden?", "The gate stays locked until noon every day except Mondays, when it is unlocked from 7 am.", GARDEN, False),
    w.faith("en-br-038", "direction", "Where is Kestrel Hill Observatory?", "It stands 420 metres above sea level, 12 km south of Ashford.", OBSERVATORY, False),
    w.faith("en-br-039", "added.fact", "What's included in the balloon experience?", "The whole experience takes 3 to 4 hours, including inflation, landing and a glass of sparkling wine, and every passenger receives a flight certificate signed by the pilot.", BALLOON, False),
    w.faith("en-br-040", "added.entity", "Who organises the Riverbend Music Festival?", "The festival is organised by Mara Lindqvist together with the Holloway Park Trust.", FESTIVAL, False),
    w.faith("en-br-041", "mixed", "How many plots does the garden have?", "The garden has 40 plots, and every plot holder gets a free compost bin.", GARDEN, False),
]

REFUSAL = [
    w.refusal("en-br-042", "refusal.plain", "Does Hartley & Sons repair leather jackets?", "I'm sorry, I don't have that information.", TAILOR, True),
    w.refusal("en-br-043", "refusal.context", "Is there parking near Lockbox Rooms?", "The provided text doesn't mention parking near Lockbox Rooms, so I can't tell you.", ESCAPE, True),
    w.refusal("en-br-044", "refusal.short", "Does Fluff & Buff groom cats?", "I don't know.", GROOMING, True),
    w.refusal("en-br-045", "refusal.long", "Can I book a private telescope session at the observatory?", "Thank you for your question. Unfortunately, the information I have about Kestrel Hill Observatory only covers the public stargazing evenings, their prices and what happens on cloudy nights; it says nothing about private telescope sessions. I'd suggest contacting the observatory directly, and I'm sorry I can't be of more help here.", OBSERVATORY, True),
    w.refusal("en-br-046", "refusal.hedged", "How much is the Deluxe package?", "I'm not completely sure, but I believe the Deluxe package costs £15.", CARWASH, False),
    w.refusal("en-br-047", "refusal.partial", "How much is a weekend ticket, and is there camping at the festival?", "A weekend ticket costs £145. I couldn't find anything about camping, though.", FESTIVAL, False),
]

CORRECTNESS = [
    w.correct("en-br-048", "correct.wordy", "How much does a seat on a Skyward balloon flight cost?", "Thanks for asking! If you'd like to book a seat on one of the Skyward balloon flights, the price you'll pay for a single seat is £189.", "A seat costs £189.", True),
    w.correct("en-br-049", "correct.short", "How long can tools be borrowed from the community garden shed?", "Up to 14 days.", "Tools can be borrowed from the shared shed for up to 14 days.", True),
    w.correct("en-br-050", "correct.format", "What time do the public stargazing evenings start?", "They start at 20:00.", "The public stargazing evenings start at 8 pm.", True),
    w.correct("en-br-051", "wrong.value", "How much is an annual parking permit for the first car?", "An annual permit for the first car costs £120.", "An annual permit for the first car costs £85.", False),
    w.correct("en-br-052", "wrong.echo", "What does the Deluxe car wash package add?", "The Deluxe package adds a deluxe car wash to the package.", "The Deluxe package adds interior vacuuming and tyre shine.", False),
    w.correct("en-br-053", "wrong.role", "Who is the master tailor at Hartley & Sons, and who does the fittings?", "Sam Okafor is the master tailor, and Ruth Hartley does the fittings and alterations.", "Ruth Hartley is the master tailor; her nephew Sam Okafor handles fittings and alterations.", False),
]

RELEVANCY = [
    w.relevant("en-br-054", "relevant.direct", "How much does the Flex 30 plan cost per month?", "The Flex 30 plan costs £14 a month.", PHONE, True),
    w.relevant("en-br-055", "relevant.yesno", "Is EU roaming included in the Flex 30 plan?", "Yes, EU roaming is included for up to 15 days per trip.", PHONE, True),
    w.relevant("en-br-056", "offtopic.true", "How much does it cost to rent a garden plot?", "The garden coordinator, Ana Duarte, keeps the waiting list.", GARDEN, False),
    w.relevant("en-br-057", "offtopic.other", "When do passengers have to check in for a balloon flight?", "Hot-air balloons rise because the heated air inside the envelope is lighter than the cooler air around it.", BALLOON, False),
]

DIAGNOSIS = [
    w.diag("en-br-058", "diag.pass", "When is the Riverbend Music Festival?", "It takes place from 18 to 20 July 2025 in Holloway Park.", {"festival-info": FESTIVAL, "garden-rules": GARDEN}, ("festival-info",), "pass"),
    w.diag("en-br-059", "diag.offtopic", "How much does nail clipping cost at Fluff & Buff?", "Sparkle Bay Car Wash is open every day from 7:00 to 21:00.", {"grooming-prices": GROOMING, "carwash-info": CARWASH}, ("grooming-prices",), "fix_generation"),
    w.diag("en-br-060", "diag.unfaithful", "How much does Lockbox Rooms charge per player at the weekend?", "At the weekend a booking costs £20 per player.", {"escape-rooms": ESCAPE, "tailor-shop": TAILOR}, ("escape-rooms",), "fix_generation"),
    w.diag("en-br-061", "diag.refused", "How much do calls to premium numbers cost on Flex 30?", "Sorry, the documents don't say how calls to premium numbers are charged.", {"phone-plan": PHONE, "observatory": OBSERVATORY}, ("phone-plan",), "fix_generation"),
    w.diag("en-br-062", "diag.missed", "What is the wind limit for Skyward balloon flights?", "The documents I found don't mention a wind limit for balloon flights.", {"tailor-shop": TAILOR, "carwash-info": CARWASH}, ("balloon-flights",), "fix_retrieval"),
    w.diag("en-br-063", "diag.correct_refusal", "Does the Northfield office issue permits for motorbikes?", "The documents don't say whether permits are issued for motorbikes, so I can't answer that.", {"parking-office": PARKING, "garden-rules": GARDEN}, (), "correct_refusal"),
    w.diag("en-br-064", "diag.should_refuse", "Does Kestrel Hill Observatory have a café?", "Yes, the observatory has a café that is open during the stargazing evenings.", {"observatory": OBSERVATORY, "festival-info": FESTIVAL}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
