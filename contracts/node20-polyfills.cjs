// orval 8 uses ES2024 built-ins that Node 20 lacks; Node 22+ has them natively.
if (!Map.groupBy) {
  Map.groupBy = (items, key) => {
    const map = new Map();
    let index = 0;
    for (const item of items) {
      const group = key(item, index++);
      if (!map.has(group)) map.set(group, []);
      map.get(group).push(item);
    }
    return map;
  };
}
if (!Object.groupBy) {
  Object.groupBy = (items, key) => Object.fromEntries(Map.groupBy(items, key));
}
if (!Promise.withResolvers) {
  Promise.withResolvers = () => {
    let resolve;
    let reject;
    const promise = new Promise((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}
