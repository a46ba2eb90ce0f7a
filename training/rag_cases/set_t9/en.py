"""English cases of set t9: a veterinary clinic, a youth orchestra, a car-sharing service, a
cinema's membership club, a blood donation centre and a ceramics studio."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

VET_HOURS = (
    "Willowbrook Veterinary Clinic is open every day except Sunday, from 8:00 to 19:00. "
    "Emergency calls outside these hours are forwarded to the Riverside Animal Hospital. "
    "A standard consultation costs £48, and vaccinations are charged separately."
)
VET_SURGERY = (
    "Before a routine neutering operation, dogs must not eat for 12 hours, but they may drink water until 7 a.m. on the day of surgery. "
    "Dr. Amira Cole performs the operations, and nurse Tom Fenwick calls the owner once the animal has woken up. "
    "Pets are usually collected between 16:00 and 18:00 the same day."
)
ORCH_AUDITION = (
    "Auditions for the Northgate Youth Orchestra take place on 14 September at the Hallam Music Centre. "
    "Applicants must be between 12 and 18 years old and must play two contrasting pieces of up to 5 minutes each. "
    "The conductor, Helen Marsh, listens to every audition together with the section leader of the instrument."
)
ORCH_TOUR = (
    "The orchestra's summer tour goes to Ghent and Bruges from 2 to 9 August. "
    "Parents pay a contribution of €350 per player; the rest is covered by the Fairfield Arts Trust. "
    "Every player under 16 must bring a consent form signed by a parent."
)
CAR_RATES = (
    "ZipCity members pay £6.50 per hour or £55 per day, fuel included. "
    "Cars must be returned to the same bay they were collected from. "
    "A late return of more than 15 minutes costs a flat fee of £20."
)
CAR_DAMAGE = (
    "Before each trip, the driver must report any visible damage through the app. "
    "If damage is found that was not reported, the last driver is charged an excess of up to £500. "
    "Members under 21 cannot book vans."
)
CINEMA_CLUB = (
    "Membership of the Lumière Club costs €12.90 per month and includes unlimited 2D screenings. "
    "3D and IMAX screenings carry a surcharge of €3. "
    "Members can bring one guest per month at half price. "
    "Memberships can be cancelled at any time with 30 days' notice, but the first 12 months are a minimum term."
)
CINEMA_BAR = (
    "Lumière Club members receive a 10% discount on drinks and snacks at the bar, but not on tickets for special events. "
    "The bar opens 45 minutes before the first screening and closes at 23:30."
)
BLOOD_ELIG = (
    "Donors at the Eastfield Blood Centre must weigh at least 50 kg and be aged 18 to 65. "
    "Men can give whole blood every 12 weeks, women every 16 weeks. "
    "After a tattoo, donors have to wait four months before giving blood."
)
BLOOD_VISIT = (
    "A whole-blood donation takes about 10 minutes, but the whole visit lasts around an hour. "
    "Donors should drink 500 ml of water before arriving. "
    "After donating, everyone stays for at least 15 minutes in the refreshment area."
)
CLAY_COURSE = (
    "The beginners' wheel-throwing course at Clayhouse Studio runs for six Thursday evenings, from 18:30 to 21:00. "
    "The fee is £210, which covers 10 kg of clay, glazes and two firings. "
    "The tutor, Nadia Brooks, teaches a maximum of eight students per group."
)
CLAY_KILN = (
    "At Clayhouse Studio, pieces are bisque-fired first and glazed in the following session. "
    "Finished work can be collected two weeks after the glaze firing. "
    "Items not collected within three months are given to charity."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, in other words
    w.faith("en-t9-001", "para.except", "Is Willowbrook Veterinary Clinic open on Sundays?",
            "No, Sunday is the one day the clinic stays closed; the rest of the week it's open from 8:00 to 19:00.", VET_HOURS, True),
    w.faith("en-t9-002", "fmt.time", "Until what time can I bring my cat to Willowbrook?",
            "The clinic is open until 7 p.m.", VET_HOURS, True),
    w.faith("en-t9-003", "para.passive", "What happens if my dog has an emergency at night?",
            "Outside its opening hours, the clinic forwards emergency calls to the Riverside Animal Hospital.", VET_HOURS, True),
    w.faith("en-t9-004", "fmt.currency", "How much is a normal consultation?",
            "A standard consultation is 48 pounds, and any vaccinations are billed on top of that.", VET_HOURS, True),
    w.faith("en-t9-005", "para.combine", "Who does the operation and who lets me know how it went?",
            "The surgery is carried out by Dr. Amira Cole, and once your pet has come round from the anaesthetic, nurse Tom Fenwick will ring you.", VET_SURGERY, True),
    w.faith("en-t9-006", "fmt.period", "How long does my dog have to fast before being neutered?",
            "Your dog should go without food for half a day beforehand, although drinking water is fine until 7 in the morning on the day itself.", VET_SURGERY, True),
    w.faith("en-t9-007", "fmt.date", "When are the Northgate Youth Orchestra auditions?",
            "They're on September 14th, at the Hallam Music Centre.", ORCH_AUDITION, True),
    w.faith("en-t9-008", "fmt.range", "How old do you need to be to audition?",
            "Applicants have to be aged 12–18.", ORCH_AUDITION, True),
    w.faith("en-t9-009", "para.relative", "Who will hear my daughter play at the audition?",
            "Helen Marsh, who conducts the orchestra, hears each audition along with the section leader for your daughter's instrument.", ORCH_AUDITION, True),
    w.faith("en-t9-010", "wrap.attribution", "Where is the orchestra going this summer?",
            "According to the tour information, the players travel to Ghent and Bruges between 2 and 9 August.", ORCH_TOUR, True),
    w.faith("en-t9-011", "para.nominal", "Who pays for the summer tour?",
            "Beyond a parental contribution of €350 for each player, the costs are met by the Fairfield Arts Trust.", ORCH_TOUR, True),
    w.faith("en-t9-012", "wrap.hedge", "My son is 14. Does he need anything special for the tour?",
            "I believe so: players younger than 16 are required to bring a consent form that a parent has signed.", ORCH_TOUR, True),
    w.faith("en-t9-013", "fmt.number", "What does ZipCity charge?",
            "It's six pounds fifty an hour or fifty-five pounds for a whole day, and the fuel is included.", CAR_RATES, True),
    w.faith("en-t9-014", "para.synonym", "Where do I leave the car when I'm done?",
            "You need to bring it back to the bay where you picked it up.", CAR_RATES, True),
    w.faith("en-t9-015", "fmt.period", "Is there a penalty for bringing the car back late?",
            "Yes: if you're over a quarter of an hour late, a flat £20 fee applies.", CAR_RATES, True),
    w.faith("en-t9-016", "para.passive", "What should I do if I notice a scratch before driving off?",
            "Any visible damage has to be reported by the driver in the app before every trip.", CAR_DAMAGE, True),
    w.faith("en-t9-017", "para.except", "Can any member book a van?",
            "No, vans can only be booked by members who are 21 or older.", CAR_DAMAGE, True),
    w.faith("en-t9-018", "fmt.share", "Can I take a friend to the cinema with my membership?",
            "Yes, once a month you can bring one guest, who pays 50% of the normal price.", CINEMA_CLUB, True),
    w.faith("en-t9-019", "wrap.opener", "How much is the Lumière Club?",
            "Good question! The Lumière Club costs €12.90 a month and lets you see as many 2D films as you like.", CINEMA_CLUB, True),
    w.faith("en-t9-020", "fmt.period", "Can I cancel my membership after a few months?",
            "Not during the first year, which is a minimum term; after that you can cancel whenever you like with 30 days' notice.", CINEMA_CLUB, True),
    w.faith("en-t9-021", "wrap.closer", "Do members get anything off at the bar?",
            "Members get 10% off drinks and snacks at the bar. Enjoy the film!", CINEMA_BAR, True),
    w.faith("en-t9-022", "fmt.unit", "Should I drink something before I donate blood?",
            "Yes, you should have half a litre of water before you arrive.", BLOOD_VISIT, True),
    w.faith("en-t9-023", "para.synonym", "How big are the groups on the wheel-throwing course?",
            "Nadia Brooks, the tutor, takes no more than eight students in each group.", CLAY_COURSE, True),
    w.faith("en-t9-024", "fmt.period", "When can I pick up my finished bowl?",
            "Finished pieces are ready for collection a fortnight after the glaze firing.", CLAY_KILN, True),
    # unfaithful: exactly one clear error
    w.faith("en-t9-025", "value.except", "When is Willowbrook Veterinary Clinic open?",
            "The clinic is open seven days a week, Sundays included, from 8:00 to 19:00.", VET_HOURS, False),
    w.faith("en-t9-026", "antonym", "Are vaccinations part of the consultation fee?",
            "Yes, a standard consultation costs £48 and vaccinations are included in that price.", VET_HOURS, False),
    w.faith("en-t9-027", "role.swap", "How are emergencies handled out of hours?",
            "At night, the Riverside Animal Hospital passes its emergency calls on to Willowbrook Veterinary Clinic.", VET_HOURS, False),
    w.faith("en-t9-028", "role.swap", "Who operates on the animals?",
            "Nurse Tom Fenwick performs the neutering operations, and Dr. Amira Cole phones the owner once the animal is awake.", VET_SURGERY, False),
    w.faith("en-t9-029", "modality", "What do I have to play at the audition?",
            "You may play two contrasting pieces of up to five minutes each if you like, but it isn't required.", ORCH_AUDITION, False),
    w.faith("en-t9-030", "value.date", "What date are the auditions?",
            "The auditions take place on September 15th at the Hallam Music Centre.", ORCH_AUDITION, False),
    w.faith("en-t9-031", "quantifier", "Does the conductor attend the auditions?",
            "Helen Marsh sits in on a few of the auditions, together with the relevant section leader.", ORCH_AUDITION, False),
    w.faith("en-t9-032", "value.currency", "How much do parents pay towards the tour?",
            "Parents contribute £350 per player, and the Fairfield Arts Trust covers the rest.", ORCH_TOUR, False),
    w.faith("en-t9-033", "added.entity", "Who covers the rest of the tour costs?",
            "Apart from the €350 paid by parents, the costs are shared between the Fairfield Arts Trust and the city council.", ORCH_TOUR, False),
    w.faith("en-t9-034", "value.number", "How much is a day with a ZipCity car?",
            "A whole day costs £65, with fuel included.", CAR_RATES, False),
    w.faith("en-t9-035", "direction", "When do I pay the late-return fee?",
            "Even if you're less than a quarter of an hour late, you'll pay a flat £20.", CAR_RATES, False),
    w.faith("en-t9-036", "modality", "Do I need to report damage before a trip?",
            "Reporting visible damage in the app before a trip is optional, though it's a good idea.", CAR_DAMAGE, False),
    w.faith("en-t9-037", "quantifier", "Are 3D films included in the Lumière Club membership?",
            "Yes, the €12.90 monthly fee covers every screening at no extra cost, whatever the format.", CINEMA_CLUB, False),
    w.faith("en-t9-038", "value.number", "Is there a minimum term for the membership?",
            "Yes, you're tied in for the first six months, and after that you can cancel with 30 days' notice.", CINEMA_CLUB, False),
    w.faith("en-t9-039", "value.unit", "Is there a weight limit for donors?",
            "Yes, donors need to weigh at least 50 pounds.", BLOOD_ELIG, False),
    w.faith("en-t9-040", "direction", "How often can men and women give whole blood?",
            "Women can donate whole blood more often than men: every 12 weeks, compared with every 16 weeks for men.", BLOOD_ELIG, False),
    w.faith("en-t9-041", "negation", "Do I need to prepare anything before giving blood?",
            "There's no need to drink anything beforehand; just allow about an hour for the whole visit.", BLOOD_VISIT, False),
    w.faith("en-t9-042", "value.time", "What time are the wheel-throwing classes?",
            "The classes are on Thursday evenings from 6:30 to 9:30 p.m.", CLAY_COURSE, False),
    w.faith("en-t9-043", "added.fact", "What's included in the course fee?",
            "The £210 covers 10 kg of clay, glazes, two firings and a set of tools that you can take home.", CLAY_COURSE, False),
    w.faith("en-t9-044", "antonym", "How many students are in a group?",
            "Nadia Brooks needs a minimum of eight students before she runs a group.", CLAY_COURSE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t9-045", "correct.wordy", "How many weeks must men wait between whole-blood donations at Eastfield?",
              "Men who give whole blood at the Eastfield Blood Centre have to wait twelve weeks before they can donate again.", "12 weeks.", True),
    w.correct("en-t9-046", "correct.format", "How much does the Clayhouse beginners' course cost?",
              "It costs 210 pounds.", "£210", True),
    w.correct("en-t9-047", "correct.wordy", "Which cities does the youth orchestra visit on its summer tour?",
              "On its summer tour this year the orchestra performs in two cities, namely Bruges and Ghent.", "Ghent and Bruges.", True),
    w.correct("en-t9-048", "correct.format", "How much notice do you need to give to cancel a Lumière Club membership?",
              "Thirty days.", "30 days' notice.", True),
    w.correct("en-t9-049", "wrong.value", "What is ZipCity's fee for a late return?",
              "A late return costs a flat fee of £25.", "A flat fee of £20.", False),
    w.correct("en-t9-050", "wrong.role", "Who performs neutering operations at Willowbrook, and who calls the owner?",
              "Nurse Tom Fenwick performs the operations, and Dr. Amira Cole calls the owner afterwards.",
              "Dr. Amira Cole operates; nurse Tom Fenwick calls the owner.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
