/*
 * a parenthesised "*" makes a pointer to a function: as a variable, a
 * typedef, a struct member and in a cast's abstract declarator
 */
#pragma D option quiet

typedef void (*callback_t)(int);
int (*fp)(int, char *);
struct ops {
	void (*open)(void);
	int flags;
	long (*read)(int, void *, unsigned long);
};

BEGIN
{
	printf("%d %d %d %d %d\n", sizeof (callback_t), sizeof (fp),
	    sizeof (struct ops), offsetof(struct ops, flags),
	    offsetof(struct ops, read));
	printf("%d\n", sizeof ((void (*)(void))0));
	exit(0);
}
