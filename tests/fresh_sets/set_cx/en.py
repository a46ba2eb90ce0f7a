"""Fresh set cx, English: a snowshoe tour, an advice bureau, a driving range, carpet cleaning, a cider mill, a robotics club, a bike park, a food truck festival, a hearing aid shop and an indoor playground."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

SNOWSHOE = (
    "Frostline Trails runs a guided snowshoe tour on Mount Ashby every day except Tuesday, from December 15 to March 20. "
    "The tour starts at 9:30 a.m. at the Pine Hollow lodge and covers 6 km in about three hours. "
    "Guide Marta Kowalski leads each group, which is limited to 12 walkers. "
    "The tour costs $65 per adult, snowshoes and poles included. "
    "Children under 10 may not join the tour."
)
ADVICE = (
    "The Riverside Citizens' Advice Bureau in Millbrook was founded in 1987 by Helen Okafor, a retired judge. "
    "It gives free advice on housing, debt and employment. "
    "The bureau is open Monday to Friday from 10 a.m. to 4 p.m., and appointments are recommended but not required. "
    "Around 40 volunteers work there, supported by two paid caseworkers. "
    "Half of last year's 3,600 enquiries were about housing."
)
RANGE = (
    "The Greenfield Driving Range has 28 covered bays on two levels. "
    "A bucket of 50 balls costs $8, and a bucket of 100 balls costs $14. "
    "The range is open daily from 7 a.m. to 10 p.m. "
    "The farthest target flag stands 250 yards from the tee line. "
    "Head pro Daniel Reyes gives 30-minute lessons for $45."
)
CARPET = (
    "FreshWeave Carpet Care cleans carpets in homes and offices across Harlow County. "
    "A standard room of up to 20 square meters costs $35, and stairs cost $2 per step. "
    "The technicians use hot water extraction, and carpets usually dry within four to six hours. "
    "Bookings must be made at least 48 hours in advance. "
    "Owner Priya Nair founded the company in 2011 and now employs nine technicians."
)
CIDER = (
    "Old Orchard Cider Mill stands in Montpelier, the capital of Vermont. "
    "The mill was built in 1894 and has been run by the Whitcomb family since 1952. "
    "It presses about 1,500 gallons of cider each autumn. "
    "Tours of the press room run on Saturdays at 11 a.m. and 2 p.m. and last 45 minutes. "
    "A half-gallon jug of fresh cider costs $7.50, and visitors under 21 may not taste the hard cider."
)
ROBOTICS = (
    "The Sparkbots Robotics Club meets every Wednesday from 4 p.m. to 5:30 p.m. at the Elm Street Library. "
    "It is open to children aged 8 to 12, and a term costs $120, kits included. "
    "Coach Leo Tanaka runs the sessions with two volunteer assistants. "
    "A parent must sign each child in and out. "
    "In March 2023 the club's team won the county robotics challenge."
)
BIKEPARK = (
    "Ridgeback Mountain Bike Park has 14 trails, four of which are rated black diamond. "
    "A day pass costs $49, and the chairlift runs from 9 a.m. to 5 p.m. "
    "Full-face helmets are required on all black diamond trails. "
    "The park is open from May 1 to October 15. "
    "Head mechanic Sam Ortiz checks every rental bike after each ride."
)
FESTIVAL = (
    "The Harbor Food Truck Festival takes place on August 17 and 18, 2024, at Pier 9. "
    "About 35 trucks will serve food from noon to 9 p.m. on both days. "
    "Entry costs $5, and children under 12 get in free. "
    "Dogs on a leash are allowed everywhere except in the seating tent. "
    "The festival is organized by the Harbor Business Association, and chef Rosa Delgado is the headliner."
)
HEARING = (
    "ClearSound Hearing Center in Dover sells hearing aids from three brands. "
    "A free hearing test takes about 40 minutes. "
    "Audiologist Dr. Nina Hale fits every new device. "
    "Each hearing aid comes with a 60-day trial period. "
    "Batteries cost $6 for a pack of eight, and the shop is open Tuesday to Saturday from 9 a.m. to 6 p.m."
)
PLAYGROUND = (
    "Jungle Jump Indoor Playground welcomes children up to 11 years old. "
    "Entry costs $12 per child for two hours, and adults get in free. "
    "Everyone must wear socks in the play area. "
    "The toddler zone is reserved for children under 3. "
    "The playground is open every day except Monday from 10 a.m. to 7 p.m."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-cx-001", "para.reorder", "When and where does the snowshoe tour start?", "It starts at the Pine Hollow lodge at 9:30 a.m.", SNOWSHOE, True),
    w.faith("en-cx-002", "para.passive", "Who founded the Riverside Citizens' Advice Bureau?", "Helen Okafor, a retired judge, founded it in 1987.", ADVICE, True),
    w.faith("en-cx-003", "para.synonym", "How many bays does Greenfield have?", "There are 28 covered bays spread over two floors.", RANGE, True),
    w.faith("en-cx-004", "para.nominal", "How long will my carpet take to dry?", "Drying usually takes four to six hours.", CARPET, True),
    w.faith("en-cx-005", "para.capital", "Which town is the Old Orchard Cider Mill in?", "The mill is in Vermont's capital, Montpelier.", CIDER, True),
    w.faith("en-cx-006", "para.pronoun", "Who leads the Sparkbots sessions?", "Coach Leo Tanaka. He runs them with two volunteer assistants.", ROBOTICS, True),
    w.faith("en-cx-007", "para.relative", "Who looks after the rental bikes at Ridgeback?", "Sam Ortiz, who is the park's head mechanic, checks every rental bike after each ride.", BIKEPARK, True),
    w.faith("en-cx-008", "para.part", "How much does it cost to get into the food truck festival?", "Entry costs $5.", FESTIVAL, True),
    w.faith("en-cx-009", "para.combine", "What hearing aids does ClearSound sell, and can I try one first?", "ClearSound stocks hearing aids from three brands, and each one comes with a 60-day trial period.", HEARING, True),
    w.faith("en-cx-010", "fmt.number", "How long does the $12 ticket at Jungle Jump last?", "The $12 ticket gives a child 2 hours of play.", PLAYGROUND, True),
    w.faith("en-cx-011", "fmt.thousands", "How much cider does the mill press each autumn?", "Roughly 1500 gallons.", CIDER, True),
    w.faith("en-cx-012", "fmt.scale", "How many enquiries did the bureau receive last year?", "It received 3.6 thousand enquiries last year.", ADVICE, True),
    w.faith("en-cx-013", "fmt.date", "When is the Harbor Food Truck Festival?", "It runs on 2024-08-17 and 2024-08-18.", FESTIVAL, True),
    w.faith("en-cx-014", "fmt.time", "What are the driving range's hours?", "Every day from 07:00 to 22:00.", RANGE, True),
    w.faith("en-cx-015", "fmt.unit", "How long is the snowshoe route?", "The route is 6 kilometers long.", SNOWSHOE, True),
    w.faith("en-cx-016", "fmt.abbrev", "Who fits new hearing aids at ClearSound?", "Doctor Nina Hale, the audiologist, fits every new device.", HEARING, True),
    w.faith("en-cx-017", "fmt.currency", "What does a half-gallon jug of fresh cider cost?", "It costs 7 dollars and 50 cents.", CIDER, True),
    w.faith("en-cx-018", "fmt.range", "How big can a snowshoe group be?", "A group can have at most 12 walkers.", SNOWSHOE, True),
    w.faith("en-cx-019", "fmt.period", "How far in advance do I need to book FreshWeave?", "You need to book at least two days in advance.", CARPET, True),
    w.faith("en-cx-020", "fmt.share", "What share of last year's enquiries concerned housing?", "50% of last year's enquiries were about housing.", ADVICE, True),
    w.faith("en-cx-021", "para.except", "Which day is Jungle Jump closed?", "Jungle Jump is closed on Mondays.", PLAYGROUND, True),
    w.faith("en-cx-022", "wrap.opener", "How much is a day pass at Ridgeback?", "Great question! A day pass costs $49.", BIKEPARK, True),
    w.faith("en-cx-023", "wrap.closer", "What ages is the Sparkbots club for?", "The club is open to children aged 8 to 12. I hope this helps!", ROBOTICS, True),
    w.faith("en-cx-024", "wrap.attribution", "Can I bring my dog to the festival?", "According to the festival information, dogs on a leash are allowed everywhere except in the seating tent.", FESTIVAL, True),
    w.faith("en-cx-025", "wrap.hedge", "How much does it cost to clean a standard room?", "I believe a standard room of up to 20 square meters costs $35.", CARPET, True),
    w.faith("en-cx-026", "wrap.question", "How much are batteries at ClearSound?", "A pack of eight batteries costs $6. Would you also like to know the shop's opening hours?", HEARING, True),
    w.faith("en-cx-027", "value.number", "How many balls are in the $14 bucket?", "The $14 bucket holds 120 balls.", RANGE, False),
    w.faith("en-cx-028", "value.date", "When is the bike park open?", "The park is open from May 1 to October 31.", BIKEPARK, False),
    w.faith("en-cx-029", "value.time", "When are the press room tours?", "Tours run on Saturdays at 11 a.m. and 3 p.m.", CIDER, False),
    w.faith("en-cx-030", "value.unit", "How far do you walk on the snowshoe tour?", "The tour covers 6 miles in about three hours.", SNOWSHOE, False),
    w.faith("en-cx-031", "value.currency", "How much is entry per child at Jungle Jump?", "Entry is $15 per child for two hours.", PLAYGROUND, False),
    w.faith("en-cx-032", "role.swap", "Who organizes the Harbor Food Truck Festival?", "The festival is organized by chef Rosa Delgado.", FESTIVAL, False),
    w.faith("en-cx-033", "negation", "Do I have to pay for the hearing test?", "Yes, the hearing test at ClearSound is not free.", HEARING, False),
    w.faith("en-cx-034", "antonym", "Is there a fee for adults at Jungle Jump?", "Yes, adults have to pay for entry too.", PLAYGROUND, False),
    w.faith("en-cx-035", "modality", "Do I need an appointment to visit the advice bureau?", "Yes, you must book an appointment before you come.", ADVICE, False),
    w.faith("en-cx-036", "quantifier", "Where do I need a full-face helmet at Ridgeback?", "A full-face helmet is required on every one of the park's 14 trails.", BIKEPARK, False),
    w.faith("en-cx-037", "value.except", "Can I do the snowshoe tour on a Tuesday?", "Yes, the tour runs on Tuesdays.", SNOWSHOE, False),
    w.faith("en-cx-038", "direction", "Who is not allowed to taste the hard cider?", "Visitors over 21 are not allowed to taste the hard cider.", CIDER, False),
    w.faith("en-cx-039", "added.fact", "How long does the hearing test take?", "The free hearing test takes about 40 minutes, and you get your results in writing the same day.", HEARING, False),
    w.faith("en-cx-040", "added.entity", "Who runs the Sparkbots sessions?", "Coach Leo Tanaka runs them together with the engineer Maya Brooks.", ROBOTICS, False),
    w.faith("en-cx-041", "mixed", "Who founded FreshWeave, and how big is the team?", "Priya Nair founded FreshWeave in 2011, and the company now has 25 technicians.", CARPET, False),
]
REFUSAL = [
    w.refusal("en-cx-042", "refusal.plain", "Is there parking at the Pine Hollow lodge?", "I'm sorry, I don't have that information.", SNOWSHOE, True),
    w.refusal("en-cx-043", "refusal.context", "Does the bureau help with immigration questions?", "The provided documents don't say whether the bureau gives advice on immigration.", ADVICE, True),
    w.refusal("en-cx-044", "refusal.short", "Can I rent golf clubs at Greenfield?", "No idea.", RANGE, True),
    w.refusal("en-cx-045", "refusal.long", "Does the mill ship cider to other states?", "Thank you for asking! Unfortunately, the information I have doesn't mention shipping, so I can't tell you whether the mill sends cider to other states. The sources only cover the mill's history, its Saturday tours and its cider prices. I'd suggest contacting Old Orchard Cider Mill directly.", CIDER, True),
    w.refusal("en-cx-046", "refusal.hedged", "What time does the chairlift start running?", "I'm not entirely sure, but I think the chairlift starts at 9 a.m.", BIKEPARK, False),
    w.refusal("en-cx-047", "refusal.partial", "What are the festival's hours, and is there parking at Pier 9?", "Food is served from noon to 9 p.m. on both days, but the information doesn't say anything about parking.", FESTIVAL, False),
]
CORRECTNESS = [
    w.correct("en-cx-048", "correct.wordy", "How long is the trial period for a ClearSound hearing aid?", "Every hearing aid you buy at ClearSound Hearing Center comes with a trial period, and that trial period lasts 60 days.", "60 days.", True),
    w.correct("en-cx-049", "correct.short", "Who can use the toddler zone at Jungle Jump?", "Under-3s only.", "The toddler zone is reserved for children under 3 years old.", True),
    w.correct("en-cx-050", "correct.format", "What time do the Sparkbots sessions start?", "At 16:00.", "4 p.m.", True),
    w.correct("en-cx-051", "wrong.value", "How much does FreshWeave charge per stair step?", "$5 per step.", "$2 per step.", False),
    w.correct("en-cx-052", "wrong.echo", "How many trails does Ridgeback Mountain Bike Park have?", "Ridgeback Mountain Bike Park has many trails.", "14 trails.", False),
    w.correct("en-cx-053", "wrong.role", "Who is the headliner of the Harbor Food Truck Festival?", "The Harbor Business Association.", "Chef Rosa Delgado.", False),
]
RELEVANCY = [
    w.relevant("en-cx-054", "relevant.direct", "When can we visit Jungle Jump?", "Tuesday through Sunday, between 10 a.m. and 7 p.m.", PLAYGROUND, True),
    w.relevant("en-cx-055", "relevant.yesno", "Can my 8-year-old come on the snowshoe tour?", "No, children under 10 can't take part.", SNOWSHOE, True),
    w.relevant("en-cx-056", "offtopic.true", "What are ClearSound's opening hours?", "ClearSound sells hearing aids from three brands.", HEARING, False),
    w.relevant("en-cx-057", "offtopic.other", "How much does FreshWeave charge for a standard room?", "You need to book at least 48 hours ahead.", CARPET, False),
]
DIAGNOSIS = [
    w.diag("en-cx-058", "diag.pass", "How much does a lesson with Daniel Reyes cost?", "A 30-minute lesson with Daniel Reyes costs $45.", {"range": RANGE, "cider": CIDER}, ("range",), "pass"),
    w.diag("en-cx-059", "diag.offtopic", "How much does a term at Sparkbots cost?", "The club meets at the Elm Street Library.", {"robotics": ROBOTICS}, ("robotics",), "fix_generation"),
    w.diag("en-cx-060", "diag.unfaithful", "Until what time does the chairlift run?", "The chairlift runs until 7 p.m.", {"bikepark": BIKEPARK}, ("bikepark",), "fix_generation"),
    w.diag("en-cx-061", "diag.refused", "How much does the snowshoe tour cost?", "Sorry, I don't have any information about the price of the tour.", {"snowshoe": SNOWSHOE}, ("snowshoe",), "fix_generation"),
    w.diag("en-cx-062", "diag.missed", "Do children need to wear socks at Jungle Jump?", "I couldn't find anything about that.", {"festival": FESTIVAL}, ("playground",), "fix_retrieval"),
    w.diag("en-cx-063", "diag.correct_refusal", "Does the advice bureau have wheelchair access?", "I can't find anything about wheelchair access in the provided information.", {"advice": ADVICE}, (), "correct_refusal"),
    w.diag("en-cx-064", "diag.should_refuse", "Does FreshWeave also clean sofas?", "Yes, FreshWeave cleans sofas for $50 each.", {"carpet": CARPET}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
