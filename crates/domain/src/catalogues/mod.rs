//! The option catalogues of a roommate profile (spec 3), written out in full. The server rejects
//! any value outside its catalogue; the SPA reads the same lists from `GET /api/v1/catalogues`.

/// What kind of answer a category takes, which decides how an expectation on it is met.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// One answer, none nearer another than the rest (sleep schedule, housing): an expectation
    /// accepts some of them.
    Unordered,
    /// One answer on a scale, in the order of `options` (cleanliness, guests): an expectation is a
    /// range of it ("at least Neat"), and an answer one step outside it is nearly met.
    Ordered(Scale),
    /// Several answers at once (substances, interests): an expectation is met only when every
    /// answer given is accepted.
    Several,
}

mod scale;

pub use scale::Scale;

/// One category of options, keyed as in `roommatePreferences`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Catalogue {
    pub key: &'static str,
    pub label: &'static str,
    pub kind: Kind,
    pub options: &'static [&'static str],
    /// Groups of options of a multi-select category that contradict each other: at most one of
    /// each group may be chosen ("Smoker" and "No Smoking").
    pub exclusive: &'static [&'static [&'static str]],
}

impl Catalogue {
    /// Whether the category takes a list of answers rather than one.
    pub fn multiple(&self) -> bool {
        self.kind == Kind::Several
    }

    pub fn contains(&self, value: &str) -> bool {
        self.options.contains(&value)
    }

    /// The first group of which `chosen` holds more than one option, and those options.
    pub fn contradiction<'a>(&self, chosen: &[&'a str]) -> Option<Vec<&'a str>> {
        self.exclusive.iter().find_map(|group| {
            let picked: Vec<&'a str> = chosen.iter().copied().filter(|option| group.contains(option)).collect();
            (picked.len() > 1).then_some(picked)
        })
    }
}

/// Substances that cannot both be true of one person. "Substance Free" with "No Alcohol" or "No
/// Smoking" says the same twice, which is fine.
pub const SUBSTANCES_EXCLUSIVE: &[&[&str]] = &[
    &["No Alcohol", "Social Drinker"],
    &["No Smoking", "Smoker"],
    &["Substance Free", "Social Drinker"],
    &["Substance Free", "Smoker"],
    &["Substance Free", "Cannabis Friendly"],
];

pub const GENDER: &[&str] =
    &["Male", "Female", "Non-binary", "Other", "Prefer not to say", "Genderfluid", "Agender", "Bigender"];

pub const HOUSING: &[&str] = &["Dorm", "Apartment", "House", "Off-campus", "Commuter", "Greek Housing"];

pub const RELIGION: &[&str] = &[
    "Christianity",
    "Islam",
    "Judaism",
    "Hinduism",
    "Buddhism",
    "Sikhism",
    "Atheism",
    "Agnosticism",
    "Spiritual",
    "Other",
    "Prefer not to say",
];

pub const ZODIAC: &[&str] = &[
    "Aries",
    "Taurus",
    "Gemini",
    "Cancer",
    "Leo",
    "Virgo",
    "Libra",
    "Scorpio",
    "Sagittarius",
    "Capricorn",
    "Aquarius",
    "Pisces",
];

pub const MBTI: &[&str] = &[
    "INTJ", "INTP", "ENTJ", "ENTP", "INFJ", "INFP", "ENFJ", "ENFP", "ISTJ", "ISFJ", "ESTJ", "ESFJ", "ISTP", "ISFP",
    "ESTP", "ESFP",
];

pub const GREEK_LIFE: &[&str] = &[
    "Rushing/In a Social Fraternity",
    "Rushing/In a Social Sorority",
    "Rushing/In a Business Fraternity",
    "Rushing/In a Professional Fraternity",
    "Greek Life Alumni",
    "Not Interested in Greek Life",
];

pub const PERSONALITY: &[&str] = &[
    "Introverted",
    "Extroverted",
    "Ambivert",
    "Adventurous",
    "Creative",
    "Analytical",
    "Organized",
    "Spontaneous",
    "Easygoing",
    "Ambitious",
    "Empathetic",
    "Funny",
    "Outgoing",
    "Laid-back",
    "Studious",
    "Competitive",
];

pub const SLEEP_SCHEDULE: &[&str] = &["Early Bird", "Night Owl", "Balanced", "Irregular"];

pub const CLEANLINESS: &[&str] = &["Very Neat", "Neat", "Average", "Relaxed"];

pub const STUDYING_PREFERENCE: &[&str] =
    &["Silent", "With Music", "Group Study", "Cafe/Library", "Late Night", "Early Morning"];

pub const GUEST_PREFERENCE: &[&str] = &["Rarely", "Occasionally", "Frequently", "Anytime"];

pub const SUBSTANCES: &[&str] =
    &["No Alcohol", "Social Drinker", "No Smoking", "Smoker", "Cannabis Friendly", "Substance Free"];

pub const PHYSICAL_ACTIVITIES: &[&str] = &[
    "Running",
    "Gym",
    "Yoga",
    "Swimming",
    "Cycling",
    "Hiking",
    "Basketball",
    "Soccer",
    "Tennis",
    "Volleyball",
    "Football",
    "Baseball",
    "Dance",
    "Martial Arts",
    "Rock Climbing",
    "Skiing",
    "Snowboarding",
    "Surfing",
    "Golf",
    "Pilates",
    "Intramural Sports",
];

pub const MUSIC: &[&str] =
    &["Pop", "Hip-Hop", "Rock", "Country", "R&B", "EDM", "Jazz", "Classical", "Indie", "Latin", "K-Pop", "Metal"];

pub const PASTIMES: &[&str] = &[
    "Reading",
    "Gaming",
    "Movies",
    "TV Shows",
    "Cooking",
    "Baking",
    "Photography",
    "Painting",
    "Drawing",
    "Writing",
    "Music Production",
    "Playing Instruments",
    "Singing",
    "Traveling",
    "Thrifting",
    "Fashion",
    "Podcasts",
    "Board Games",
    "Anime",
    "Volunteering",
    "Gardening",
    "Crafts",
    "Coding",
    "Investing",
    "Outdoors",
    "Concerts",
];

pub const FOOD_PREFERENCES: &[&str] = &[
    "Vegetarian",
    "Vegan",
    "Pescatarian",
    "Gluten-Free",
    "Dairy-Free",
    "Halal",
    "Kosher",
    "Keto",
    "Paleo",
    "No Restrictions",
    "Loves Cooking",
    "Meal Prep",
    "Fast Food",
    "Healthy Eating",
    "Spicy Food",
    "Italian",
    "Mexican",
    "Chinese",
    "Japanese",
    "Indian",
    "Thai",
    "Mediterranean",
    "Korean",
    "American",
];

pub const HOMETOWN: &[&str] = &[
    // The 50 states.
    "Alabama",
    "Alaska",
    "Arizona",
    "Arkansas",
    "California",
    "Colorado",
    "Connecticut",
    "Delaware",
    "Florida",
    "Georgia",
    "Hawaii",
    "Idaho",
    "Illinois",
    "Indiana",
    "Iowa",
    "Kansas",
    "Kentucky",
    "Louisiana",
    "Maine",
    "Maryland",
    "Massachusetts",
    "Michigan",
    "Minnesota",
    "Mississippi",
    "Missouri",
    "Montana",
    "Nebraska",
    "Nevada",
    "New Hampshire",
    "New Jersey",
    "New Mexico",
    "New York",
    "North Carolina",
    "North Dakota",
    "Ohio",
    "Oklahoma",
    "Oregon",
    "Pennsylvania",
    "Rhode Island",
    "South Carolina",
    "South Dakota",
    "Tennessee",
    "Texas",
    "Utah",
    "Vermont",
    "Virginia",
    "Washington",
    "West Virginia",
    "Wisconsin",
    "Wyoming",
    // Fifty large US cities.
    "New York City, NY",
    "Los Angeles, CA",
    "Chicago, IL",
    "Houston, TX",
    "Phoenix, AZ",
    "Philadelphia, PA",
    "San Antonio, TX",
    "San Diego, CA",
    "Dallas, TX",
    "Jacksonville, FL",
    "Austin, TX",
    "Fort Worth, TX",
    "San Jose, CA",
    "Columbus, OH",
    "Charlotte, NC",
    "Indianapolis, IN",
    "San Francisco, CA",
    "Seattle, WA",
    "Denver, CO",
    "Oklahoma City, OK",
    "Nashville, TN",
    "Washington, DC",
    "El Paso, TX",
    "Las Vegas, NV",
    "Boston, MA",
    "Detroit, MI",
    "Portland, OR",
    "Louisville, KY",
    "Memphis, TN",
    "Baltimore, MD",
    "Milwaukee, WI",
    "Albuquerque, NM",
    "Tucson, AZ",
    "Fresno, CA",
    "Sacramento, CA",
    "Mesa, AZ",
    "Atlanta, GA",
    "Kansas City, MO",
    "Colorado Springs, CO",
    "Omaha, NE",
    "Raleigh, NC",
    "Miami, FL",
    "Virginia Beach, VA",
    "Long Beach, CA",
    "Oakland, CA",
    "Minneapolis, MN",
    "Tulsa, OK",
    "Tampa, FL",
    "Arlington, TX",
    "New Orleans, LA",
    "International",
    "Other",
];

pub const MAJOR: &[&str] = &[
    // STEM
    "Aerospace Engineering",
    "Applied Mathematics",
    "Astronomy",
    "Astrophysics",
    "Biochemistry",
    "Bioengineering",
    "Biology",
    "Biomedical Engineering",
    "Biotechnology",
    "Chemical Engineering",
    "Chemistry",
    "Civil Engineering",
    "Cognitive Science",
    "Computer Engineering",
    "Computer Science",
    "Cybersecurity",
    "Data Science",
    "Earth Sciences",
    "Ecology",
    "Electrical Engineering",
    "Environmental Engineering",
    "Environmental Science",
    "Genetics",
    "Geology",
    "Industrial Engineering",
    "Information Science",
    "Information Technology",
    "Marine Biology",
    "Materials Science",
    "Mathematics",
    "Mechanical Engineering",
    "Microbiology",
    "Molecular Biology",
    "Neuroscience",
    "Nuclear Engineering",
    "Physics",
    "Robotics",
    "Software Engineering",
    "Statistics",
    "Zoology",
    // Business
    "Accounting",
    "Actuarial Science",
    "Business Administration",
    "Business Analytics",
    "Economics",
    "Entrepreneurship",
    "Finance",
    "Hospitality Management",
    "Human Resources",
    "International Business",
    "Management",
    "Management Information Systems",
    "Marketing",
    "Real Estate",
    "Supply Chain Management",
    "Sport Management",
    // Social sciences
    "Anthropology",
    "Criminal Justice",
    "Criminology",
    "Gender Studies",
    "Geography",
    "Global Studies",
    "International Relations",
    "Linguistics",
    "Political Science",
    "Psychology",
    "Public Policy",
    "Social Work",
    "Sociology",
    "Urban Planning",
    // Arts and humanities
    "Architecture",
    "Art History",
    "Classics",
    "Communications",
    "Creative Writing",
    "Dance",
    "Digital Media",
    "Drama",
    "English",
    "Fashion Design",
    "Film Studies",
    "Fine Arts",
    "Graphic Design",
    "History",
    "Industrial Design",
    "Interior Design",
    "Journalism",
    "Music",
    "Music Performance",
    "Philosophy",
    "Photography",
    "Religious Studies",
    "Studio Art",
    "Theater",
    // Education
    "Early Childhood Education",
    "Education",
    "Educational Psychology",
    "Elementary Education",
    "Physical Education",
    "Secondary Education",
    "Special Education",
    // Health
    "Athletic Training",
    "Dental Hygiene",
    "Exercise Science",
    "Health Sciences",
    "Kinesiology",
    "Medical Laboratory Science",
    "Nursing",
    "Nutrition",
    "Occupational Therapy",
    "Pharmacy",
    "Physical Therapy",
    "Pre-Dental",
    "Pre-Law",
    "Pre-Medicine",
    "Pre-Veterinary",
    "Public Health",
    "Radiologic Technology",
    "Speech-Language Pathology",
    // Languages
    "American Sign Language",
    "Arabic",
    "Chinese",
    "Comparative Literature",
    "French",
    "German",
    "Italian",
    "Japanese",
    "Korean",
    "Portuguese",
    "Russian",
    "Spanish",
    // Other
    "Agriculture",
    "Animal Science",
    "Aviation",
    "Culinary Arts",
    "Environmental Studies",
    "Forestry",
    "General Studies",
    "Interdisciplinary Studies",
    "Legal Studies",
    "Liberal Arts",
    "Military Science",
    "Undecided",
    "Other",
];

/// Every catalogue, in the order the profile form shows them.
pub const CATALOGUES: &[Catalogue] = &[
    Catalogue { key: "gender", label: "Gender", kind: Kind::Unordered, options: GENDER, exclusive: &[] },
    Catalogue { key: "hometown", label: "Hometown", kind: Kind::Unordered, options: HOMETOWN, exclusive: &[] },
    Catalogue { key: "housing", label: "Housing", kind: Kind::Unordered, options: HOUSING, exclusive: &[] },
    Catalogue { key: "religion", label: "Religion", kind: Kind::Unordered, options: RELIGION, exclusive: &[] },
    Catalogue { key: "zodiac", label: "Zodiac sign", kind: Kind::Unordered, options: ZODIAC, exclusive: &[] },
    Catalogue { key: "mbtiType", label: "MBTI type", kind: Kind::Unordered, options: MBTI, exclusive: &[] },
    Catalogue {
        key: "substances",
        label: "Substances",
        kind: Kind::Several,
        options: SUBSTANCES,
        exclusive: SUBSTANCES_EXCLUSIVE,
    },
    Catalogue { key: "greekLife", label: "Greek life", kind: Kind::Unordered, options: GREEK_LIFE, exclusive: &[] },
    Catalogue { key: "personality", label: "Personality", kind: Kind::Unordered, options: PERSONALITY, exclusive: &[] },
    Catalogue {
        key: "sleepSchedule",
        label: "Sleep schedule",
        kind: Kind::Unordered,
        options: SLEEP_SCHEDULE,
        exclusive: &[],
    },
    Catalogue {
        key: "cleanliness",
        label: "Cleanliness",
        kind: Kind::Ordered(Scale { toward_first: "at least", toward_last: "no neater than" }),
        options: CLEANLINESS,
        exclusive: &[],
    },
    Catalogue {
        key: "studyingPreference",
        label: "Studying preference",
        kind: Kind::Unordered,
        options: STUDYING_PREFERENCE,
        exclusive: &[],
    },
    Catalogue {
        key: "guestPreference",
        label: "Guests",
        kind: Kind::Ordered(Scale { toward_first: "no more than", toward_last: "at least" }),
        options: GUEST_PREFERENCE,
        exclusive: &[],
    },
    Catalogue {
        key: "physicalActivities",
        label: "Physical activities",
        kind: Kind::Several,
        options: PHYSICAL_ACTIVITIES,
        exclusive: &[],
    },
    Catalogue { key: "favoriteArtists", label: "Music taste", kind: Kind::Several, options: MUSIC, exclusive: &[] },
    Catalogue { key: "pastimes", label: "Pastimes", kind: Kind::Several, options: PASTIMES, exclusive: &[] },
    Catalogue {
        key: "foodPreferences",
        label: "Food preferences",
        kind: Kind::Several,
        options: FOOD_PREFERENCES,
        exclusive: &[],
    },
];

/// The catalogue behind a `roommatePreferences` key.
pub fn catalogue(key: &str) -> Option<&'static Catalogue> {
    CATALOGUES.iter().find(|c| c.key == key)
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    #[test]
    fn catalogues_have_the_sizes_the_spec_gives() {
        let sizes = [
            (GENDER, 8),
            (HOUSING, 6),
            (RELIGION, 11),
            (ZODIAC, 12),
            (MBTI, 16),
            (GREEK_LIFE, 6),
            (PERSONALITY, 16),
            (SLEEP_SCHEDULE, 4),
            (CLEANLINESS, 4),
            (STUDYING_PREFERENCE, 6),
            (GUEST_PREFERENCE, 4),
            (SUBSTANCES, 6),
            (PHYSICAL_ACTIVITIES, 21),
            (MUSIC, 12),
            (PASTIMES, 26),
            (FOOD_PREFERENCES, 24),
        ];
        for (options, size) in sizes {
            assert_eq!(options.len(), size, "{:?}", options.first());
        }
    }

    #[test]
    fn personality_runs_from_introverted_to_competitive() {
        assert_eq!(PERSONALITY.first(), Some(&"Introverted"));
        assert_eq!(PERSONALITY.last(), Some(&"Competitive"));
    }

    #[test]
    fn hometowns_are_the_states_fifty_cities_international_and_other() {
        assert_eq!(HOMETOWN.len(), 50 + 50 + 2);
        assert_eq!(&HOMETOWN[HOMETOWN.len() - 2..], ["International", "Other"]);
    }

    #[test]
    fn majors_are_about_140_and_end_in_undecided_and_other() {
        assert!((130..=150).contains(&MAJOR.len()), "{}", MAJOR.len());
        assert_eq!(&MAJOR[MAJOR.len() - 2..], ["Undecided", "Other"]);
    }

    #[test]
    fn no_catalogue_repeats_an_option() {
        for list in CATALOGUES.iter().map(|c| c.options).chain([MAJOR]) {
            let unique: HashSet<_> = list.iter().collect();
            assert_eq!(unique.len(), list.len(), "{:?}", list.first());
        }
    }

    #[test]
    fn keys_find_their_catalogue_and_values_are_checked() {
        let sleep = catalogue("sleepSchedule").unwrap();
        assert!(sleep.contains("Night Owl"));
        assert!(!sleep.contains("night owl"));
        assert_eq!(catalogue("favoriteArtists").unwrap().kind, Kind::Several);
        assert!(catalogue("favouriteColour").is_none());
    }

    #[test]
    fn a_scale_offers_its_ranges_in_words_and_knows_a_range_from_a_gap() {
        let cleanliness = catalogue("cleanliness").unwrap();
        let words: Vec<String> = cleanliness.ranges().into_iter().map(|r| cleanliness.range_in_words(r)).collect();
        assert_eq!(
            words,
            [
                "at least Neat",
                "at least Average",
                "no neater than Neat",
                "no neater than Average",
                "only Very Neat",
                "only Neat",
                "only Average",
                "only Relaxed",
                "Neat to Average",
            ]
        );
        assert_eq!(cleanliness.range_of(&["Neat", "Very Neat"]), Some((0, 1)));
        assert_eq!(cleanliness.range_of(&["Very Neat", "Average"]), None, "a gap");
        assert_eq!(catalogue("guestPreference").unwrap().range_in_words((0, 1)), "no more than Occasionally");
        assert!(catalogue("sleepSchedule").unwrap().ranges().is_empty(), "not a scale");
    }
}
