"""Fresh set cn, English: an apple orchard, a model railway museum, a bridal shop, a night bus, a yoga retreat, a coaster park, a locksmith, a chess club, a brewery tour and a public sauna."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

ORCHARD = (
    "Hollins Ridge Orchard is run by Martha Quill, who planted its first apple trees in 1987. "
    "Fruit picking is open from 1 September to 31 October, every day except Tuesday, from 9 a.m. to 5 p.m. "
    "A picking bag costs $12 and holds up to 4 kilograms of apples. "
    "The orchard has 1,600 trees of 14 varieties, and half of the trees are Honeycrisp. "
    "Children under 12 must be accompanied by an adult, and only staff may use ladders. "
    "Dogs are allowed in the car park but not between the rows."
)
RAILWAY = (
    "The Ashford Model Railway Museum was founded in 2004 by retired signalman Peter Groves. "
    "Its main layout is 42 metres long, runs 18 trains at once and recreates Vienna, the capital of Austria, as the city looked in 1950. "
    "The museum is open Wednesday to Sunday from 10:00 to 16:30 and is closed on public holidays. "
    "Admission is £8 for adults and £4 for children, and under-fives enter free. "
    "Visitors may drive the demonstration layout on Saturdays, but flash photography is prohibited throughout the building. "
    "The 27 volunteers are led by curator Diane Holt, who took over from Groves in 2019."
)
BRIDAL = (
    "Belle Amour Bridal on Carver Street stocks about 350 wedding gowns in sizes 4 to 28. "
    "Fittings are by appointment only and last 90 minutes. "
    "Alterations take up to six weeks, so gowns must be ordered at least four months before the wedding. "
    "A deposit of 40% is due when the order is placed, and the rest is paid at the final fitting. "
    "Owner Sofia Marin designs the shop's own line, while seamstress Greta Lund does all alterations. "
    "Brides who buy their gown here get 20% off veils and accessories."
)
NIGHTBUS = (
    "Night bus N7 runs between Central Station and Harbour Gate every night except Christmas Eve. "
    "The first bus leaves Central Station at 11:45 p.m. and the last at 4:15 a.m., with a departure every 30 minutes. "
    "A single night fare is $3.50, and children under 6 ride free. "
    "The route is 19 kilometres long and has 24 stops. "
    "Passengers must board through the front door and show their ticket to the driver. "
    "Since 1 March 2023 the N7 has been operated by Lumen Transit, which took over the route from CityLink."
)
YOGA = (
    "Quiet Pines Yoga Retreat in the Blue Ridge Mountains hosts week-long retreats for up to 20 guests. "
    "Each day starts with meditation at 6:30 a.m., followed by a 90-minute vinyasa class. "
    "The seven-night package costs $1,450 and includes all vegetarian meals. "
    "Teacher Anika Rao leads the morning classes, and her colleague Tom Baird teaches the evening yin sessions. "
    "Guests must bring their own mats; blocks and straps are provided. "
    "Phones are not allowed in the studio, but guests may use them in their rooms."
)
COASTER = (
    "Thunder Valley Park has five roller coasters, the tallest of which is the Skyhawk at 62 metres. "
    "Riders on the Skyhawk must be at least 140 centimetres tall. "
    "The park is open daily from 10 a.m. to 8 p.m. between 1 May and 30 September. "
    "A day pass costs $59, and a season pass costs $149. "
    "Loose items must be stored in lockers, which cost $2 per use. "
    "The Skyhawk was built in 2016 by the Swiss company Alpen Rides and reaches 110 kilometres per hour."
)
LOCKSMITH = (
    "KeyRight Locksmiths is run by the brothers Dan and Lewis Okafor. "
    "The shop on Mill Road is open Monday to Saturday from 8 a.m. to 6 p.m. "
    "Emergency lockout call-outs are available around the clock and cost $95, or $140 after 10 p.m. "
    "A standard key is cut in about five minutes and costs $6. "
    "Customers must show photo ID before a lock is opened at their home. "
    "Dan handles car locks, while Lewis fits and repairs safes."
)
CHESS = (
    "The Rook and Pawn Chess Club meets every Thursday at 7 p.m. in the Eastfield Library. "
    "Annual membership costs $60, and juniors under 18 pay half price. "
    "The club has 85 members, about a quarter of whom are juniors. "
    "Club president Irene Vasquez founded the club in 1995, and coach Mikhail Orlov runs the junior sessions. "
    "Club championship games use a time control of 90 minutes per player. "
    "Phones must be switched off in the playing hall, and talking is allowed only in the analysis room."
)
BREWERY = (
    "Copper Kettle Brewing runs guided tours on Fridays and Saturdays at 2 p.m. and 4 p.m. "
    "A tour lasts 75 minutes and costs $22, which includes 4 tasting glasses of 150 millilitres each. "
    "Visitors must be 21 or older to take part in the tasting. "
    "Head brewer Nora Lindqvist founded the brewery in 2011 with her partner Sam Ortiz. "
    "The brewery produces 3,200 barrels of beer a year. "
    "Groups of more than 12 people must book at least two weeks in advance."
)
SAUNA = (
    "Riverside Public Sauna has a wood-fired sauna heated to 85°C, a steam room and a smoke sauna. "
    "It is open every day except Monday from 7 a.m. to 10 p.m. "
    "A single visit costs $15, and a ten-visit card costs $120. "
    "Swimsuits are required in mixed sessions, and Wednesday evenings are reserved for women. "
    "The cold plunge pool is kept at 4°C. "
    "Towels can be rented at the front desk for $3."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-cn-001", "para.reorder", "When can I go fruit picking at Hollins Ridge?", "From 9 a.m. to 5 p.m., every day except Tuesday, between 1 September and 31 October.", ORCHARD, True),
    w.faith("en-cn-002", "para.passive", "Who founded the Ashford Model Railway Museum?", "Peter Groves, a retired signalman, founded the museum in 2004.", RAILWAY, True),
    w.faith("en-cn-003", "para.synonym", "Can I just drop in for a fitting at Belle Amour?", "No, you have to book ahead for a fitting, and each one takes 90 minutes.", BRIDAL, True),
    w.faith("en-cn-004", "para.nominal", "How do I get on the N7?", "Boarding is through the front door, and showing your ticket to the driver is required.", NIGHTBUS, True),
    w.faith("en-cn-005", "para.capital", "Which city does the museum's main layout recreate?", "It recreates Austria's capital, Vienna, as the city looked in 1950.", RAILWAY, True),
    w.faith("en-cn-006", "para.pronoun", "What does Lewis Okafor do at KeyRight?", "He fits and repairs safes.", LOCKSMITH, True),
    w.faith("en-cn-007", "para.relative", "Who leads the morning classes at Quiet Pines?", "Anika Rao, whose colleague Tom Baird teaches the evening yin sessions, leads the morning classes.", YOGA, True),
    w.faith("en-cn-008", "para.part", "How tall is the Skyhawk?", "The Skyhawk is 62 metres tall.", COASTER, True),
    w.faith("en-cn-009", "para.combine", "When does the chess club meet, and who founded it?", "The club, which Irene Vasquez founded in 1995, meets every Thursday at 7 p.m. in the Eastfield Library.", CHESS, True),
    w.faith("en-cn-010", "fmt.number", "How many tasting glasses come with the brewery tour?", "The tour includes four tasting glasses of 150 millilitres each.", BREWERY, True),
    w.faith("en-cn-011", "fmt.thousands", "How many trees grow at Hollins Ridge Orchard?", "There are 1600 trees, in 14 varieties.", ORCHARD, True),
    w.faith("en-cn-012", "fmt.scale", "How much fruit fits in a picking bag?", "A picking bag holds up to 4,000 grams of apples.", ORCHARD, True),
    w.faith("en-cn-013", "fmt.date", "Since when has Lumen Transit operated the N7?", "Lumen Transit has run the N7 since 2023-03-01.", NIGHTBUS, True),
    w.faith("en-cn-014", "fmt.time", "What time does Riverside Public Sauna close?", "It closes at 22:00.", SAUNA, True),
    w.faith("en-cn-015", "fmt.unit", "How fast does the Skyhawk go?", "The Skyhawk reaches 110 km/h.", COASTER, True),
    w.faith("en-cn-016", "fmt.abbrev", "Where is Belle Amour Bridal?", "Belle Amour Bridal is on Carver St.", BRIDAL, True),
    w.faith("en-cn-017", "fmt.currency", "What does it cost to get a key cut at KeyRight?", "A standard key costs six dollars and takes about five minutes to cut.", LOCKSMITH, True),
    w.faith("en-cn-018", "fmt.range", "How long do alterations take at Belle Amour?", "Alterations take six weeks at most.", BRIDAL, True),
    w.faith("en-cn-019", "fmt.period", "We're a group of 15. How far ahead do we have to book the brewery tour?", "Groups of more than 12 people must book at least 14 days in advance.", BREWERY, True),
    w.faith("en-cn-020", "fmt.share", "What share of the orchard's trees are Honeycrisp?", "Honeycrisp makes up 50% of the trees.", ORCHARD, True),
    w.faith("en-cn-021", "para.except", "Will the N7 be running on Christmas Eve?", "No, the N7 doesn't run on Christmas Eve.", NIGHTBUS, True),
    w.faith("en-cn-022", "wrap.opener", "What does the seven-night package at Quiet Pines include?", "Great question! The seven-night package costs $1,450 and includes all vegetarian meals.", YOGA, True),
    w.faith("en-cn-023", "wrap.closer", "How often does the N7 run?", "There's a departure every 30 minutes. I hope this helps!", NIGHTBUS, True),
    w.faith("en-cn-024", "wrap.attribution", "What time control does the chess club championship use?", "According to the club's information, championship games give each player 90 minutes.", CHESS, True),
    w.faith("en-cn-025", "wrap.hedge", "How much is a child's ticket at the railway museum?", "I believe children's admission is £4, and under-fives get in free.", RAILWAY, True),
    w.faith("en-cn-026", "wrap.question", "How tall do you have to be to ride the Skyhawk?", "You need to be at least 140 centimetres tall. Would you like the park's opening hours as well?", COASTER, True),
    w.faith("en-cn-027", "value.number", "How many members does the chess club have?", "The club has 58 members.", CHESS, False),
    w.faith("en-cn-028", "value.date", "On which dates is Thunder Valley Park open?", "Thunder Valley is open daily from 1 May to 30 August.", COASTER, False),
    w.faith("en-cn-029", "value.time", "When does the last N7 leave Central Station?", "The last N7 leaves Central Station at 3:45 a.m.", NIGHTBUS, False),
    w.faith("en-cn-030", "value.unit", "How much beer does Copper Kettle brew?", "The brewery produces 3,200 barrels of beer a month.", BREWERY, False),
    w.faith("en-cn-031", "value.currency", "How much is a ten-visit card at the sauna?", "A ten-visit card costs $150.", SAUNA, False),
    w.faith("en-cn-032", "role.swap", "Who is the curator of the railway museum?", "Peter Groves is the curator; he took over from Diane Holt in 2019.", RAILWAY, False),
    w.faith("en-cn-033", "negation", "Can I use my phone in my room at the retreat?", "No, guests may not use their phones in their rooms.", YOGA, False),
    w.faith("en-cn-034", "antonym", "Do I have to pay for a locker at Thunder Valley?", "No, the lockers are free to use, and loose items have to go in them.", COASTER, False),
    w.faith("en-cn-035", "modality", "Do I need ID when KeyRight opens my front door?", "Showing photo ID is optional when a lock is opened at your home.", LOCKSMITH, False),
    w.faith("en-cn-036", "quantifier", "Are most of the chess club's members juniors?", "Yes, most of the club's 85 members are juniors.", CHESS, False),
    w.faith("en-cn-037", "value.except", "Which day of the week is the sauna closed?", "The sauna is closed on Tuesdays.", SAUNA, False),
    w.faith("en-cn-038", "direction", "How early do I need to order my gown at Belle Amour?", "You must order it no more than four months before the wedding.", BRIDAL, False),
    w.faith("en-cn-039", "added.fact", "Who handles car locks at KeyRight?", "Dan Okafor handles car locks, and he has been a locksmith for 20 years.", LOCKSMITH, False),
    w.faith("en-cn-040", "added.entity", "Who runs Hollins Ridge Orchard?", "Martha Quill runs it together with her son Elliot.", ORCHARD, False),
    w.faith("en-cn-041", "mixed", "When are the brewery tours?", "Tours run on Fridays and Saturdays at 2 p.m. and 4 p.m., and on Sundays at noon.", BREWERY, False),
]
REFUSAL = [
    w.refusal("en-cn-042", "refusal.plain", "Does Hollins Ridge sell apple cider?", "I'm sorry, I don't have that information.", ORCHARD, True),
    w.refusal("en-cn-043", "refusal.context", "Is there parking at the model railway museum?", "The provided documents don't mention parking at the museum.", RAILWAY, True),
    w.refusal("en-cn-044", "refusal.short", "Does the N7 have Wi-Fi?", "No idea, sorry.", NIGHTBUS, True),
    w.refusal("en-cn-045", "refusal.long", "Can I rent a wedding suit at Belle Amour?", "Thank you for your question! Unfortunately, the information I have doesn't say whether Belle Amour rents out wedding suits. It covers the shop's gowns, fittings, alterations and deposits, but nothing about suits. I'd suggest calling the shop directly to ask. Good luck with the wedding preparations!", BRIDAL, True),
    w.refusal("en-cn-046", "refusal.hedged", "What time does the morning meditation start at Quiet Pines?", "I'm not completely certain, but I think the morning meditation begins at 6:30 a.m.", YOGA, False),
    w.refusal("en-cn-047", "refusal.partial", "How much is a single sauna visit, and is there a student discount?", "A single visit costs $15; the information doesn't mention any student discount.", SAUNA, False),
]
CORRECTNESS = [
    w.correct("en-cn-048", "correct.wordy", "Who is the head brewer at Copper Kettle?", "The head brewer at Copper Kettle Brewing is Nora Lindqvist, who founded the brewery in 2011 with her partner Sam Ortiz.", "Nora Lindqvist.", True),
    w.correct("en-cn-049", "correct.short", "What does a day pass at Thunder Valley cost?", "$59.", "A day pass to Thunder Valley Park costs 59 dollars.", True),
    w.correct("en-cn-050", "correct.format", "What time does the chess club meet on Thursdays?", "At 19:00.", "7 p.m.", True),
    w.correct("en-cn-051", "wrong.value", "How long is the N7 route?", "The route is 29 kilometres long.", "19 kilometres.", False),
    w.correct("en-cn-052", "wrong.echo", "What is the minimum age for the tasting on the brewery tour?", "There is a minimum age for the tasting on the brewery tour.", "21 years.", False),
    w.correct("en-cn-053", "wrong.role", "Who teaches the evening yin sessions at Quiet Pines?", "Anika Rao teaches the evening yin sessions.", "Tom Baird.", False),
]
RELEVANCY = [
    w.relevant("en-cn-054", "relevant.direct", "When is the model railway museum closed?", "It shuts on Mondays, Tuesdays and public holidays.", RAILWAY, True),
    w.relevant("en-cn-055", "relevant.yesno", "Can I bring my dog to the orchard?", "Yes, but only in the car park; dogs aren't allowed between the rows.", ORCHARD, True),
    w.relevant("en-cn-056", "offtopic.true", "How much does an emergency lockout call-out cost?", "KeyRight's shop on Mill Road is open Monday to Saturday from 8 a.m. to 6 p.m.", LOCKSMITH, False),
    w.relevant("en-cn-057", "offtopic.other", "How much is a season pass at Thunder Valley?", "The park is open daily from 10 a.m. to 8 p.m.", COASTER, False),
]
DIAGNOSIS = [
    w.diag("en-cn-058", "diag.pass", "What temperature is the cold plunge pool at Riverside?", "The cold plunge pool is kept at 4°C.", {"sauna": SAUNA, "brewery": BREWERY}, ("sauna",), "pass"),
    w.diag("en-cn-059", "diag.offtopic", "How much does the Copper Kettle tour cost?", "The brewery produces 3,200 barrels of beer a year.", {"brewery": BREWERY, "chess": CHESS}, ("brewery",), "fix_generation"),
    w.diag("en-cn-060", "diag.unfaithful", "How many roller coasters does Thunder Valley Park have?", "Thunder Valley Park has eight roller coasters.", {"coaster": COASTER, "yoga": YOGA}, ("coaster",), "fix_generation"),
    w.diag("en-cn-061", "diag.refused", "How big is the deposit at Belle Amour?", "I'm sorry, I couldn't find that information.", {"bridal": BRIDAL}, ("bridal",), "fix_generation"),
    w.diag("en-cn-062", "diag.missed", "How much is a night fare on the N7?", "I'm sorry, I don't know.", {"railway": RAILWAY, "orchard": ORCHARD}, ("nightbus",), "fix_retrieval"),
    w.diag("en-cn-063", "diag.correct_refusal", "What is the Wi-Fi password at Quiet Pines?", "Sorry, the documents don't include the Wi-Fi password.", {"yoga": YOGA}, (), "correct_refusal"),
    w.diag("en-cn-064", "diag.should_refuse", "Who won the chess club championship last year?", "Mikhail Orlov won last year's club championship.", {"chess": CHESS}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
