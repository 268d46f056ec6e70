/* @@opts: -h -o /dev/null */
/*
 * A translated argument type other than the native one needs a
 * translator from the native type (or types compatible as arguments).
 */
struct a_s {
	int x;
};

struct b_s {
	int y;
};

provider bad {
	probe p(struct a_s *in) : (struct b_s *in);
};
