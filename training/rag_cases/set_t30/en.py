"""English cases of set t30: an apartment building's house rules and laundry room, a
campground's fees and history, a language exchange club and its partner pairing, an
electric car charging network's prices and history, a ski area's lift tickets and a
dental insurance plan."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

HOUSE_RULES = (
    "Harbor View Apartments house rules: Quiet hours are from 10 p.m. to 7 a.m. on weeknights and from 11 p.m. to 9 a.m. on weekends. "
    "Residents may use the rooftop terrace until 9 p.m., but grills are not allowed there. "
    "Bicycles must be kept in the basement bike room, not in hallways or stairwells. "
    "Noise complaints go to the building manager, Teresa Alvarez."
)
LAUNDRY = (
    "The ground-floor laundry room at Harbor View was renovated in March 2023 by Kessler Contractors. "
    "It now has six washers and four dryers. "
    "A wash costs $2.50 and a dryer cycle $1.75, both paid with the resident key fob. "
    "The room is open daily from 6:00 to 22:00."
)
CAMP_FEES = (
    "Pine Hollow Campground charges $32 per night for a tent site and $48 per night for an RV site with an electric hookup. "
    "Each site includes parking for two vehicles; a third vehicle costs $10 per night. "
    "Firewood is sold at the camp store for $7 a bundle. "
    "Check-in starts at 2 p.m., and sites must be vacated by 11 a.m."
)
CAMP_HISTORY = (
    "Pine Hollow Campground was opened in 1987 by Walter Greaves. "
    "In 2016 it was bought by the Redwood Parks Trust, which built a shower block two years later. "
    "The showers are free for registered campers. "
    "Dogs are welcome but must be kept on a leash no longer than six feet."
)
CLUB = (
    "The Maple Street Language Exchange was founded in 2011 by Hiroshi Tanaka and Claire Dubois. "
    "It meets every Thursday from 7 to 9 p.m. in the back room of Café Lumen. "
    "The first hour of each meeting is spoken in English and the second in the partner language. "
    "Membership costs $15 per semester, and the first visit is free."
)
CLUB_PAIRS = (
    "At the Maple Street Language Exchange, new members are matched with a conversation partner by the coordinator, Nadia Okafor. "
    "Partners are asked to meet at least twice a month outside the Thursday sessions. "
    "A member who misses three sessions in a row loses their pairing. "
    "The club currently offers Spanish, Japanese, French and Korean."
)
VOLT_PRICES = (
    "VoltPoint fast chargers (150 kW) cost $0.48 per kWh, and Level 2 chargers cost $0.29 per kWh. "
    "When a charging session ends, an idle fee of $0.40 per minute starts after a 10-minute grace period. "
    "The VoltPoint Plus membership costs $9.99 a month and gives 20% off all charging."
)
VOLT_HISTORY = (
    "VoltPoint was founded in 2014 by the engineer Priya Raman. "
    "In 2021 the company was acquired by Northgate Energy, which doubled the number of fast chargers the following year. "
    "The network now has 240 stations. "
    "Stations on interstate highways are open 24 hours a day; all others close at midnight."
)
SKI = (
    "Eagle Crest lift tickets: a full-day pass costs $89 for adults and $59 for children aged 6 to 12. "
    "Children under 6 ride free with a paying adult. "
    "A half-day pass, valid from 12:30 p.m., costs $65 for adults. "
    "The lifts run daily from 8:30 a.m. to 4 p.m., except on Tuesdays, when they open at 10 a.m."
)
DENTAL = (
    "The BrightSmile Basic dental plan costs $28 per month. "
    "It covers two cleanings a year in full, fillings at 80%, and crowns at 50% after a 12-month waiting period. "
    "Orthodontic treatment is not covered. "
    "The annual maximum benefit is $1,500 per person, and claims are filed by the dentist's office directly with BrightSmile."
)

# fmt: off
FAITHFULNESS = [
    # house rules
    w.faith("en-t30-001", "para.pronoun", "Who should I contact about a noisy neighbor?", "Teresa Alvarez is the building manager. Noise complaints should be taken to her.", HOUSE_RULES, True),
    w.faith("en-t30-002", "wrap.attribution", "When do quiet hours start on weekends?", "According to the house rules, weekend quiet hours last from 23:00 to 09:00.", HOUSE_RULES, True),
    w.faith("en-t30-003", "para.synonym", "Can I leave my bike in the hallway?", "No, bikes have to be stored in the bike room downstairs in the basement rather than in corridors or on the stairs.", HOUSE_RULES, True),
    w.faith("en-t30-004", "added.fact", "Can I go up to the rooftop terrace in the evening?", "Yes, residents can use the rooftop terrace until 9 p.m.; it opens every morning at 7 a.m.", HOUSE_RULES, False),
    w.faith("en-t30-005", "direction", "When is the rooftop terrace available?", "The rooftop terrace is open to residents from 9 p.m. onward, though grills are banned up there.", HOUSE_RULES, False),
    # laundry
    w.faith("en-t30-006", "para.relative", "How many machines are in the laundry room?", "The laundry room that Kessler Contractors renovated in March 2023 has six washers and four dryers.", LAUNDRY, True),
    w.faith("en-t30-007", "para.combine", "How much is a load of washing, and when can I do it?", "A wash is $2.50, and you can run one any day between 6 a.m. and 10 p.m.", LAUNDRY, True),
    w.faith("en-t30-008", "added.fact", "How do I pay for the dryer?", "A dryer cycle is $1.75, paid with your key fob, and each cycle runs for 45 minutes.", LAUNDRY, False),
    w.faith("en-t30-009", "value.date", "When was the laundry room redone?", "Kessler Contractors refurbished the ground-floor laundry room in May 2023.", LAUNDRY, False),
    # campground fees
    w.faith("en-t30-010", "fmt.currency", "How much is a tent site?", "A tent site at Pine Hollow is thirty-two dollars a night.", CAMP_FEES, True),
    w.faith("en-t30-011", "para.combine", "How many cars can I park at my site?", "Every site, whether a $32 tent site or a $48 RV site with electric hookup, comes with room for two vehicles.", CAMP_FEES, True),
    w.faith("en-t30-012", "added.fact", "Where can I get firewood?", "The camp store sells firewood for $7 a bundle and stays open until 8 p.m.", CAMP_FEES, False),
    w.faith("en-t30-013", "value.time", "When do we have to check out?", "You need to be off your site by noon, and check-in opens at 2 p.m.", CAMP_FEES, False),
    # campground history
    w.faith("en-t30-014", "para.relative", "Who owns Pine Hollow now?", "The campground that Walter Greaves opened in 1987 was bought by the Redwood Parks Trust in 2016.", CAMP_HISTORY, True),
    w.faith("en-t30-015", "para.pronoun", "Who built the shower block?", "The Redwood Parks Trust bought Pine Hollow in 2016. Two years later it put up a shower block there.", CAMP_HISTORY, True),
    w.faith("en-t30-016", "role.swap", "Who opened the campground?", "The Redwood Parks Trust opened Pine Hollow in 1987, and Walter Greaves bought it in 2016.", CAMP_HISTORY, False),
    w.faith("en-t30-017", "modality", "Can I bring my dog?", "Dogs are welcome, and owners are encouraged, though not required, to keep them on a leash of up to six feet.", CAMP_HISTORY, False),
    w.faith("en-t30-018", "added.fact", "Do I have to pay for the showers?", "No, the showers cost nothing for registered campers, and towels are provided.", CAMP_HISTORY, False),
    # language exchange club
    w.faith("en-t30-019", "para.relative", "Where does the club meet?", "The club, which Hiroshi Tanaka and Claire Dubois founded in 2011, gets together every Thursday evening in the back room of Café Lumen.", CLUB, True),
    w.faith("en-t30-020", "fmt.time", "What time are the meetings?", "Meetings take place on Thursdays from 19:00 to 21:00.", CLUB, True),
    w.faith("en-t30-021", "para.combine", "How is a meeting organized?", "Each two-hour Thursday meeting starts with an hour of English and finishes with an hour in the partner language.", CLUB, True),
    w.faith("en-t30-022", "added.fact", "How much does membership cost?", "Membership is $15 per semester, which includes one free drink at Café Lumen each week, and your first visit costs nothing.", CLUB, False),
    w.faith("en-t30-023", "negation", "Can I try a meeting for free?", "No, there's no free trial: you pay the $15 semester fee from your very first visit.", CLUB, False),
    # partner pairing
    w.faith("en-t30-024", "para.passive", "Who assigns conversation partners?", "The coordinator, Nadia Okafor, matches every new member with a conversation partner.", CLUB_PAIRS, True),
    w.faith("en-t30-025", "para.pronoun", "How often should I see my partner?", "New members get a conversation partner from Nadia Okafor. They are then asked to meet that partner at least twice a month outside the Thursday sessions.", CLUB_PAIRS, True),
    w.faith("en-t30-026", "quantifier", "Which languages does the club offer?", "At the moment the club only offers Spanish and Japanese.", CLUB_PAIRS, False),
    w.faith("en-t30-027", "added.fact", "What happens if I skip sessions?", "If you miss three sessions in a row you lose your pairing, and getting a new partner costs a $5 fee.", CLUB_PAIRS, False),
    # charging prices
    w.faith("en-t30-028", "fmt.share", "What does VoltPoint Plus give you?", "VoltPoint Plus costs $9.99 a month and takes one fifth off the price of all charging.", VOLT_PRICES, True),
    w.faith("en-t30-029", "para.combine", "What would a Plus member pay at a fast charger?", "A Plus member, who pays $9.99 a month, gets 20% off the regular fast-charging rate of 48 cents per kWh.", VOLT_PRICES, True),
    w.faith("en-t30-030", "wrap.opener", "What if I leave my car plugged in after charging?", "Good question! Once the session ends you get a 10-minute grace period; after that, idle time is billed at 40 cents a minute.", VOLT_PRICES, True),
    w.faith("en-t30-031", "added.fact", "How fast are the fast chargers?", "VoltPoint's fast chargers deliver 150 kW at $0.48 per kWh and can add about 200 miles of range in 20 minutes.", VOLT_PRICES, False),
    w.faith("en-t30-032", "value.number", "Is there a grace period before the idle fee?", "Yes, the idle fee of $0.40 a minute only kicks in after a 15-minute grace period.", VOLT_PRICES, False),
    w.faith("en-t30-033", "value.unit", "How much does Level 2 charging cost?", "Level 2 charging is billed at 29 cents a minute.", VOLT_PRICES, False),
    # network history
    w.faith("en-t30-034", "para.relative", "Who owns VoltPoint?", "VoltPoint, which the engineer Priya Raman founded in 2014, was taken over by Northgate Energy in 2021.", VOLT_HISTORY, True),
    w.faith("en-t30-035", "para.pronoun", "What did Northgate do after buying VoltPoint?", "Northgate Energy acquired VoltPoint in 2021. A year later, it doubled the number of fast chargers.", VOLT_HISTORY, True),
    w.faith("en-t30-036", "para.except", "Can I charge at night?", "Only the stations on interstate highways stay open around the clock; the rest shut at midnight.", VOLT_HISTORY, True),
    w.faith("en-t30-037", "role.swap", "What happened to VoltPoint in 2021?", "In 2021 VoltPoint took over Northgate Energy.", VOLT_HISTORY, False),
    # ski lifts
    w.faith("en-t30-038", "para.except", "What time do the lifts open?", "Apart from Tuesdays, the lifts start running at 8:30 in the morning.", SKI, True),
    w.faith("en-t30-039", "fmt.range", "How much is a day pass for my 8-year-old?", "Kids from six through twelve pay $59 for a full-day pass.", SKI, True),
    w.faith("en-t30-040", "added.fact", "How much is a half-day ticket?", "An adult half-day pass costs $65, is valid from 12:30 p.m., and comes with a free hot drink at the lodge.", SKI, False),
    # dental plan
    w.faith("en-t30-041", "para.combine", "Do I pay anything for cleanings?", "On the $28-a-month Basic plan, your two cleanings a year are fully covered.", DENTAL, True),
    w.faith("en-t30-042", "wrap.hedge", "Are crowns covered?", "If I'm reading the plan right, crowns are covered at 50%, but only once you've been enrolled for a year.", DENTAL, True),
    w.faith("en-t30-043", "added.fact", "How are fillings covered?", "Fillings are covered at 80%, up to four fillings per year.", DENTAL, False),
    w.faith("en-t30-044", "value.number", "What is the yearly limit?", "BrightSmile Basic pays out at most $2,500 per person each year.", DENTAL, False),
]

CORRECTNESS = [
    w.correct("en-t30-045", "correct.wordy", "How much is an adult full-day lift ticket at Eagle Crest?", "If you're an adult and want to ski the whole day at Eagle Crest, the full-day lift ticket comes to $89.", "$89.", True),
    w.correct("en-t30-046", "correct.wordy", "Who founded VoltPoint?", "VoltPoint was started back in 2014 by an engineer by the name of Priya Raman.", "Priya Raman.", True),
    w.correct("en-t30-047", "correct.format", "When does check-in start at Pine Hollow?", "14:00", "2 p.m.", True),
    w.correct("en-t30-048", "correct.format", "What is the annual maximum benefit of the BrightSmile Basic plan?", "1500 dollars for each person per year", "$1,500 per person.", True),
    w.correct("en-t30-049", "wrong.value", "How much is a tent site per night at Pine Hollow?", "A tent site costs $42 per night.", "$32 per night.", False),
    w.correct("en-t30-050", "wrong.role", "Who acquired VoltPoint in 2021?", "VoltPoint acquired Northgate Energy in 2021.", "Northgate Energy acquired VoltPoint in 2021.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
