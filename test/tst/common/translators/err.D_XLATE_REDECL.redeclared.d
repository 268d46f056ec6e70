/* a translator declared twice */

struct o_t {
	int a;
};

translator struct o_t < int i > {
	a = i;
};

translator struct o_t < int j > {
	a = j;
};

BEGIN
{
	exit(0);
}
