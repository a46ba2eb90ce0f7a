"""English cases of set t56: bulky-item pickup and a county transfer station, block party
permits and dog licenses, a climbing gym and an adult softball league, a same-day courier,
an appliance repair firm and a tire shop, an express car wash and a mobile detailer."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

BULKY = (
    "Maple Grove's bulky-item pickup must be booked online at least five days in advance. "
    "Each household gets two free pickups per calendar year; additional pickups cost $35. "
    "Mattresses must be wrapped in plastic, and tires are not collected."
)
TRANSFER = (
    "The Cedar Creek Transfer Station is open Wednesday through Sunday, 7:30 a.m. to 4 p.m. "
    "Residents pay $12 per carload of yard debris. "
    "Electronics such as TVs and monitors are accepted free of charge. "
    "Operations manager Denise Kowalczyk has overseen the station since 2012."
)
BLOCK_PARTY = (
    "Block party permits in Maple Grove are issued by the Public Works Department. "
    "Applications must be submitted at least 30 days before the event, and the fee is $25. "
    "Streets may be closed from 9 a.m. to 10 p.m. at the latest."
)
DOG_LICENSE = (
    "Dog licenses in Hamilton County must be renewed every January. "
    "A license for a spayed or neutered dog costs $18, and one for an unaltered dog costs $48. "
    "A current rabies certificate is required."
)
CLIMBING = (
    "Summit Climbing Gym opened in 2011 in a former textile warehouse built in 1924. "
    "A day pass costs $22, and shoe rental is $5 more. "
    "First-time climbers must watch a 10-minute safety video. "
    "Head route setter Marcus Bell resets the bouldering walls every two weeks, while his colleague Priya Shah sets the top-rope routes."
)
SOFTBALL = (
    "The Riverside Adult Softball League plays on Thursday evenings from May through August. "
    "Each team must have at least 3 women on the field. "
    "The registration fee is $450 per team, due by April 15. "
    "Commissioner Gary Nunez schedules all games."
)
COURIER = (
    "Metro Courier offers same-day delivery within city limits for orders placed by noon. "
    "Standard delivery costs $14.99 for packages up to 20 lb. "
    "A signature is required for any package valued over $500."
)
APPLIANCE = (
    "Hartley Appliance Repair was founded in 1979 by Frank Hartley, and his son Mike has run it since 2005. "
    "The service call fee is $89, which is waived if you go ahead with the repair. "
    "Parts are guaranteed for one year and labor for 90 days."
)
TIRES = (
    "Tread Right Tire & Auto rotates tires for $25 and patches a flat for $20. "
    "Walk-ins are welcome Monday to Friday, but Saturday service is by appointment only. "
    "The shop closes at 6 p.m. on weekdays."
)
CAR_WASH = (
    "Clean Wave Express Car Wash offers an unlimited monthly plan for $29.99. "
    "The basic wash is $10, and the Ultimate wash, which includes tire shine and a ceramic coating, is $22. "
    "Vacuums are free for all customers."
)
DETAILING = (
    "Shine On Wheels sends a detailer to your home or office. "
    "A full interior detail takes about three hours and costs $180. "
    "Customers must provide access to a water outlet. "
    "Owner Carla Jimenez started the business in 2020."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-t56-001", "fmt.number", "How many free bulky pickups do we get?", "Every household gets 2 free pickups each calendar year.", BULKY, True),
    w.faith("en-t56-002", "para.nominal", "How do I schedule a bulky-item pickup?", "Online booking is required at least five days before the pickup.", BULKY, True),
    w.faith("en-t56-003", "fmt.currency", "What if I need a third pickup this year?", "Any additional pickup costs thirty-five dollars.", BULKY, True),
    w.faith("en-t56-004", "para.except", "Can I go to the transfer station on a Monday?", "No — it's only open Wednesday through Sunday, so it's closed on Mondays and Tuesdays.", TRANSFER, True),
    w.faith("en-t56-005", "fmt.time", "What are the transfer station's hours?", "It's open from 07:30 until 16:00 on the days it operates.", TRANSFER, True),
    w.faith("en-t56-006", "para.passive", "Who runs the transfer station?", "The station has been overseen by operations manager Denise Kowalczyk since 2012.", TRANSFER, True),
    w.faith("en-t56-007", "para.synonym", "Can I drop off an old TV?", "Yes, TVs, monitors and other electronics are taken at no cost.", TRANSFER, True),
    w.faith("en-t56-008", "fmt.number", "How early do I have to apply for a block party permit?", "Your application has to go in at least thirty days before the party.", BLOCK_PARTY, True),
    w.faith("en-t56-009", "fmt.time", "How late can the street stay closed?", "The street can be closed from 9:00 until 22:00 at the latest.", BLOCK_PARTY, True),
    w.faith("en-t56-010", "wrap.attribution", "How much is a license for a neutered dog?", "According to Hamilton County, licensing a spayed or neutered dog costs $18.", DOG_LICENSE, True),
    w.faith("en-t56-011", "para.synonym", "Do I need proof of rabies vaccination?", "Yes, you must have a valid rabies certificate.", DOG_LICENSE, True),
    w.faith("en-t56-012", "fmt.period", "How often do I renew my dog's license?", "Dog licenses are renewed once a year, in January.", DOG_LICENSE, True),
    w.faith("en-t56-013", "para.combine", "How long has Summit been around?", "Summit opened in 2011 inside a former textile warehouse that dates from 1924.", CLIMBING, True),
    w.faith("en-t56-014", "fmt.currency", "What does a day of climbing cost with rental shoes?", "A day pass is $22, and renting shoes adds another five dollars.", CLIMBING, True),
    w.faith("en-t56-015", "para.pronoun", "Who sets the top-rope routes?", "Priya Shah does; she handles the top-rope routes while Marcus Bell resets the bouldering walls.", CLIMBING, True),
    w.faith("en-t56-016", "fmt.period", "How often do they change the bouldering problems?", "The bouldering walls are reset every fortnight.", CLIMBING, True),
    w.faith("en-t56-017", "fmt.range", "When does the softball league play?", "The league plays on Thursday evenings, May–August.", SOFTBALL, True),
    w.faith("en-t56-018", "fmt.date", "When is the team fee due?", "The $450 registration fee per team must be paid by 4/15.", SOFTBALL, True),
    w.faith("en-t56-019", "para.reorder", "Can Metro Courier deliver today?", "If you order by noon, Metro Courier delivers the same day anywhere within city limits.", COURIER, True),
    w.faith("en-t56-020", "fmt.number", "What does standard delivery cost?", "Standard delivery is $14.99 for packages weighing up to twenty pounds.", COURIER, True),
    w.faith("en-t56-021", "para.combine", "Who runs Hartley Appliance Repair?", "Frank Hartley founded the business in 1979, and his son Mike has been running it since 2005.", APPLIANCE, True),
    w.faith("en-t56-022", "para.synonym", "Do I still pay the service call if I get the repair done?", "No, the $89 service call fee is dropped if you go ahead with the repair.", APPLIANCE, True),
    w.faith("en-t56-023", "fmt.time", "When does Tread Right close on weekdays?", "On weekdays the shop closes at 18:00.", TIRES, True),
    w.faith("en-t56-024", "wrap.hedge", "Do I have to pay for the vacuums?", "I believe the vacuums at Clean Wave are free for every customer.", CAR_WASH, True),
    w.faith("en-t56-025", "value.number", "How many free bulky pickups do we get?", "Each household gets three free pickups per calendar year.", BULKY, False),
    w.faith("en-t56-026", "negation", "Can I put old tires out for bulky pickup?", "Yes, tires are collected along with the other bulky items.", BULKY, False),
    w.faith("en-t56-027", "value.except", "Which days is the transfer station open?", "The transfer station is open Tuesday through Saturday, 7:30 a.m. to 4 p.m.", TRANSFER, False),
    w.faith("en-t56-028", "value.currency", "What does it cost to drop off yard debris?", "Residents pay $21 per carload of yard debris.", TRANSFER, False),
    w.faith("en-t56-029", "added.fact", "Who manages the transfer station?", "Denise Kowalczyk has overseen the station since 2012 and also chairs the county recycling board.", TRANSFER, False),
    w.faith("en-t56-030", "direction", "When do I submit the block party application?", "Applications must be submitted no more than 30 days before the event.", BLOCK_PARTY, False),
    w.faith("en-t56-031", "added.entity", "Who issues block party permits?", "Block party permits are issued jointly by the Public Works Department and the police department.", BLOCK_PARTY, False),
    w.faith("en-t56-032", "role.swap", "How much is a license for an unaltered dog?", "A license for an unaltered dog costs $18, and one for a spayed or neutered dog costs $48.", DOG_LICENSE, False),
    w.faith("en-t56-033", "modality", "Is a rabies certificate needed for the license?", "A current rabies certificate is recommended, but it isn't required.", DOG_LICENSE, False),
    w.faith("en-t56-034", "value.date", "When did Summit Climbing Gym open?", "Summit Climbing Gym opened in 1924.", CLIMBING, False),
    w.faith("en-t56-035", "role.swap", "Who resets the bouldering walls?", "Priya Shah resets the bouldering walls every two weeks, and Marcus Bell sets the top-rope routes.", CLIMBING, False),
    w.faith("en-t56-036", "quantifier", "Do I have to watch the safety video?", "Yes, every climber has to watch the 10-minute safety video before each visit.", CLIMBING, False),
    w.faith("en-t56-037", "value.except", "What night are the softball games?", "The league plays on Tuesday evenings from May through August.", SOFTBALL, False),
    w.faith("en-t56-038", "direction", "Is there a rule about women on the field?", "Each team may have at most 3 women on the field.", SOFTBALL, False),
    w.faith("en-t56-039", "value.time", "What's the cutoff for same-day delivery?", "Metro Courier delivers the same day within city limits for orders placed by 3 p.m.", COURIER, False),
    w.faith("en-t56-040", "value.unit", "What's the weight limit for standard delivery?", "Standard delivery costs $14.99 for packages up to 20 kg.", COURIER, False),
    w.faith("en-t56-041", "antonym", "Is the service call fee refunded if I get the repair?", "The $89 service call fee is added on top if you go ahead with the repair.", APPLIANCE, False),
    w.faith("en-t56-042", "role.swap", "What's the warranty on repairs?", "Parts are guaranteed for 90 days and labor for one year.", APPLIANCE, False),
    w.faith("en-t56-043", "added.fact", "How much does it cost to fix a flat?", "Tread Right patches a flat for $20, and the job takes about fifteen minutes.", TIRES, False),
    w.faith("en-t56-044", "added.entity", "Who started Shine On Wheels?", "Owner Carla Jimenez started the business in 2020 together with her brother Luis.", DETAILING, False),
]

CORRECTNESS = [
    w.correct("en-t56-045", "correct.wordy", "How much does a full interior detail from Shine On Wheels cost?", "If you book Shine On Wheels to come out and do a full interior detail, you'll be paying $180 for it.", "$180", True),
    w.correct("en-t56-046", "correct.format", "How long does a full interior detail take?", "Roughly 180 minutes.", "About three hours", True),
    w.correct("en-t56-047", "correct.short", "Who runs Hartley Appliance Repair today?", "Mike Hartley.", "Mike Hartley, the founder's son, has run Hartley Appliance Repair since 2005.", True),
    w.correct("en-t56-048", "correct.format", "How much is the basic wash at Clean Wave?", "Ten dollars.", "$10", True),
    w.correct("en-t56-049", "wrong.value", "How much does Tread Right charge to rotate tires?", "A tire rotation costs $35.", "$25", False),
    w.correct("en-t56-050", "wrong.role", "Who founded Hartley Appliance Repair?", "It was founded by Mike Hartley.", "Frank Hartley", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
